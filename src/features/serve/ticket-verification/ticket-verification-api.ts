import { callApi } from '../../../api/client';
import {
  TICKET_VERIFICATION_CALLS,
  type EticketValidatePayload,
  type VerifiedTicket,
} from '../../../../contract/calls/ticket-verification';

export function verifyTicket(payload: EticketValidatePayload): Promise<VerifiedTicket> {
  return callApi<VerifiedTicket>(TICKET_VERIFICATION_CALLS.eticketValidate, payload);
}

/**
 * The last result, for checkTicket to show after the form navigates there (and after a reload). Kept in the
 * tab's sessionStorage, never in the address: the passenger's name does not belong in a URL.
 */
const RESULT_KEY = 'ticketVerification';

export function storeVerifiedTicket(ticket: VerifiedTicket, storage: Storage = window.sessionStorage): void {
  storage.setItem(RESULT_KEY, JSON.stringify(ticket));
}

export function readVerifiedTicket(storage: Storage = window.sessionStorage): VerifiedTicket | null {
  try {
    const stored = JSON.parse(storage.getItem(RESULT_KEY) ?? 'null') as VerifiedTicket | null;
    return stored?.genuine ? stored : null;
  } catch {
    return null;
  }
}
