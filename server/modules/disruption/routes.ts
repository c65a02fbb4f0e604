import {
  disruptionChangeApplyCall,
  disruptionChangeQuoteCall,
  disruptionNoticesCall,
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
  defineCall(disruptionNoticesCall, {
    handle: async (_input, context) => ({
      notices: await memberNotices(
        context.db,
        context.clock.now(),
        (await requireMember(context)).memberId,
        context.locale,
      ),
    }),
  }),
  defineCall(disruptionChangeQuoteCall, {
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      await requireDisruptedCoupons(context.db, memberId, input);
      return quoteChange(context, memberId, input, freeChange);
    },
  }),
  defineCall(disruptionChangeApplyCall, {
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      await requireDisruptedCoupons(context.db, memberId, input);
      return applyChange(context, memberId, input, freeChange);
    },
  }),
];
