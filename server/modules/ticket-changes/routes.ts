import { changeApplyCall, changeQuoteCall, changeStatusCall } from '../../../contract/calls/ticket-changes';
import { defineCall, type Call } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { applyChange } from './change-apply';
import { voluntaryChange } from './change-policy';
import { quoteChange } from './change-quote';
import { memberChangeResult } from './change-result';

/** The traveller's own (voluntary) change: the fare rules apply. */
export const ticketChangeCalls: Call[] = [
  defineCall(changeQuoteCall, {
    handle: async (input, context) =>
      quoteChange(context, (await requireMember(context)).memberId, input, voluntaryChange),
  }),
  defineCall(changeApplyCall, {
    handle: async (input, context) =>
      applyChange(context, (await requireMember(context)).memberId, input, voluntaryChange),
  }),
  defineCall(changeStatusCall, {
    handle: async (input, context) =>
      memberChangeResult(context.db, (await requireMember(context)).memberId, input.changeNo),
  }),
];
