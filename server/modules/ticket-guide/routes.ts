import { queryValidProductCall } from '../../../contract/calls/valid-products';
import { defineCall, type Call } from '../../calls/call';
import { validProducts } from './valid-products';

/**
 * ticket-guide productPage/queryValidProduct: the one ticket-guide call that needs both the extras' sale rules
 * and check-in's window, so it sits above both (the other ticket-guide calls live with fares and payments).
 */
export const ticketGuideCalls: Call[] = [
  defineCall(queryValidProductCall, { handle: (input, context) => validProducts(context, input) }),
];
