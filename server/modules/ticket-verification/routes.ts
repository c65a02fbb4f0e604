import { eticketValidateCall, queryEpidContentCall } from '../../../contract/calls/ticket-verification';
import { defineCall } from '../../calls/call';
import { queryTicketContent } from './ticket-content';
import { verifyTicket } from './verify-ticket';

/** E-ticket verification and content: open to anyone, as spec 6 says; the passenger's name is the second fact. */
export const ticketVerificationCalls = [
  defineCall(eticketValidateCall, { handle: (input, context) => verifyTicket(context, input) }),
  defineCall(queryEpidContentCall, { handle: (input, context) => queryTicketContent(context, input) }),
];
