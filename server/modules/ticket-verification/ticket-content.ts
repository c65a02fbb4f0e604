import type { EticketValidatePayload, TicketContent } from '../../../contract/calls/ticket-verification';
import type { CallContext } from '../../calls/call';
import { lookUpTicket, verifiedTicketOf } from './verify-ticket';

/**
 * epid/queryContent: the e-ticket's content for its itinerary receipt. Opened by the same number and name as
 * eticketValidate, through the same lookup, so a wrong name here meets the same slider as one there.
 */
export async function queryTicketContent(
  context: CallContext,
  payload: Required<EticketValidatePayload>,
): Promise<TicketContent> {
  const ticket = await lookUpTicket(context, payload);
  return {
    ...(await verifiedTicketOf(context, ticket, payload.ticketNo)),
    pnr: ticket.pnr,
    airportFee: ticket.airportFee,
    fuelSurcharge: ticket.fuelSurcharge,
  };
}
