import { refundApplyCall, refundProgressCall, refundQuoteCall } from '../../../contract/calls/refunds';
import { defineCall, type Call, type CallContext } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { applyResult, recordRefund } from './refund-apply';
import { gatewayFor } from '../payments/payment-gateway';
import { gatewayPayout } from './gateway-payout';
import { settleRefund, type RefundPayout } from './refund-payout';
import { refundProgress } from './refund-progress';
import { quoteRefund } from './refund-quote';

/** The refund calls, with the way money goes back injected (tests give a fake gateway). */
export function createRefundCalls(deps: { payoutFor: (context: CallContext) => RefundPayout }): Call[] {
  return [
    defineCall(refundQuoteCall, {
      handle: async (input, context) => quoteRefund(context, (await requireMember(context)).memberId, input),
    }),
    defineCall(refundApplyCall, {
      handle: async (input, context) => {
        const { memberId } = await requireMember(context);
        const { refund, replayed } = await recordRefund(context, memberId, input);
        const settled = await settleRefund(
          { db: context.db, clock: context.clock, payout: deps.payoutFor(context) },
          refund,
        ).catch((error: unknown) => {
          context.request.log.error(
            { err: error, refundNo: refund.refundNo },
            'refund payout failed; it stays requested',
          );
          return refund;
        });
        return applyResult(
          settled,
          [...input.ticketIds].sort((a, b) => a - b),
          replayed,
        );
      },
    }),
    defineCall(refundProgressCall, {
      handle: async (input, context) =>
        refundProgress(context.db, (await requireMember(context)).memberId, input.orderNo),
    }),
  ];
}

export const refundCalls = createRefundCalls({
  payoutFor: (context) => gatewayPayout(context.db, gatewayFor(context, context.db)),
});
