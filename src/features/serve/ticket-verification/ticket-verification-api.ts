import { request } from '../../../api/request';
import {
  eticketValidateCall,
  queryEpidContentCall,
  type EticketValidatePayload,
  type TicketContent,
  type VerifiedTicket,
} from '../../../../contract/calls/ticket-verification';

export function verifyTicket(payload: EticketValidatePayload): Promise<VerifiedTicket> {
  return request(eticketValidateCall, payload);
}

/** epid/queryContent: the itinerary receipt's content, opened by the same two facts. */
export function queryTicketContent(payload: EticketValidatePayload): Promise<TicketContent> {
  return request(queryEpidContentCall, payload);
}

/**
 * The last result, for checkTicket to show after the form navigates there (and after a reload). Kept in the
 * tab's sessionStorage, never in the address: the passenger's name does not belong in a URL.
 */
const RESULT_KEY = 'ticketVerification';

/** The name as typed stays beside it, so the result page can open the ticket's content with the same facts. */
const NAME_KEY = 'ticketVerification.name';

export function storeVerifiedTicket(
  ticket: VerifiedTicket,
  typedName: string,
  storage: Storage = window.sessionStorage,
): void {
  storage.setItem(RESULT_KEY, JSON.stringify(ticket));
  storage.setItem(NAME_KEY, typedName);
}

export function readTypedName(storage: Storage = window.sessionStorage): string {
  return storage.getItem(NAME_KEY) ?? '';
}

export function readVerifiedTicket(storage: Storage = window.sessionStorage): VerifiedTicket | null {
  try {
    const stored = JSON.parse(storage.getItem(RESULT_KEY) ?? 'null') as VerifiedTicket | null;
    return stored?.genuine ? stored : null;
  } catch {
    return null;
  }
}
