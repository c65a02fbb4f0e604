import { DISRUPTION_CALLS } from '../../../contract/call-paths';
import {
  disruptionChangeApplyPayload,
  disruptionChangeQuotePayload,
  disruptionNoticesPayload,
  FREE_CHANGE_WITHIN_DAYS,
} from '../../../contract/calls/disruption';
import { defineCall, type Call } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { applyChange } from '../ticket-changes/change-apply';
import { disruptedChange } from '../ticket-changes/change-policy';
import { quoteChange } from '../ticket-changes/change-quote';
import { memberNotices, requireDisruptedCoupons } from './member-notices';

// No fee and no fare difference, to a flight of the same route and cabin within the allowed days.
const freeChange = disruptedChange({ withinDays: FREE_CHANGE_WITHIN_DAYS });

/** What a traveller of a disrupted flight sees and does; the free refund is the refund calls' own. */
export const disruptionCalls: Call[] = [
  defineCall({
    path: DISRUPTION_CALLS.disruptionNotices,
    input: disruptionNoticesPayload,
    handle: async (_input, context) => ({
      notices: await memberNotices(context.db, (await requireMember(context)).memberId, context.locale),
    }),
  }),
  defineCall({
    path: DISRUPTION_CALLS.disruptionChangeQuote,
    input: disruptionChangeQuotePayload,
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      await requireDisruptedCoupons(context.db, memberId, input);
      return quoteChange(context, memberId, input, freeChange);
    },
  }),
  defineCall({
    path: DISRUPTION_CALLS.disruptionChangeApply,
    input: disruptionChangeApplyPayload,
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      await requireDisruptedCoupons(context.db, memberId, input);
      return applyChange(context, memberId, input, freeChange);
    },
  }),
];
