import {
  eticketValidatePayload,
  queryEpidContentPayload,
  TICKET_VERIFICATION_CALLS,
} from '../../../contract/calls/ticket-verification';
import { defineCall } from '../../calls/call';
import { queryTicketContent } from './ticket-content';
import { verifyTicket } from './verify-ticket';

/** E-ticket verification and content: open to anyone, as spec 6 says; the passenger's name is the second fact. */
export const ticketVerificationCalls = [
  defineCall({
    path: TICKET_VERIFICATION_CALLS.eticketValidate,
    input: eticketValidatePayload,
    handle: (input, context) => verifyTicket(context, input),
  }),
  defineCall({
    path: TICKET_VERIFICATION_CALLS.queryEpidContent,
    input: queryEpidContentPayload,
    handle: (input, context) => queryTicketContent(context, input),
  }),
];
