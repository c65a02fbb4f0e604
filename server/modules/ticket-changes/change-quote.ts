import type { ChangeQuote, ChangeTotals } from '../../../contract/calls/ticket-changes';
import { CHANGE_QUOTE_TTL_MS } from '../../../contract/calls/ticket-changes';
import type { CallContext } from '../../calls/call';
import { localDateTime } from '../../../contract/airport-time';
import type { ChangePolicy } from './change-policy';
import { selectChange, type ChangeRequest, type ChangeSelection } from './change-selection';
import { signChangeQuote, type QuotedChange } from './change-token';

export function totalsOf(selection: ChangeSelection): ChangeTotals {
  return selection.selected.reduce<ChangeTotals>(
    (totals, { quote }) => ({
      fee: totals.fee + quote.fee,
      fareDifference: totals.fareDifference + quote.fareDifference,
      taxDifference: totals.taxDifference + quote.taxDifference,
      amount: totals.amount + quote.amount,
    }),
    { fee: 0, fareDifference: 0, taxDifference: 0, amount: 0 },
  );
}

export function quotedChangeOf(memberId: string, policy: ChangePolicy, selection: ChangeSelection): QuotedChange {
  const totals = totalsOf(selection);
  return {
    memberId,
    orderNo: selection.order.orderNo,
    ticketIds: selection.selected.map(({ coupon }) => coupon.ticketId),
    flightId: selection.target.flightId,
    bookingClass: selection.target.bookingClass,
    policy: policy.name,
    amount: totals.amount,
    fee: totals.fee,
  };
}

/** The change quote per passenger and in total, signed for changeApply. */
export async function quoteChange(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  memberId: string,
  request: ChangeRequest,
  policy: ChangePolicy,
): Promise<ChangeQuote> {
  const now = context.clock.now();
  const selection = await selectChange(context.db, memberId, request, policy, now);
  const { target } = selection;
  return {
    orderNo: selection.order.orderNo,
    policy: policy.name,
    flight: {
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      origin: target.origin,
      destination: target.destination,
      departureAt: target.departureAt.toISOString(),
      departureTime: localDateTime(target.departureAt, target.originTimeZone).time,
      cabinClass: target.cabinClass,
      bookingClass: target.bookingClass,
      seatsLeft: target.seatsLeft,
    },
    coupons: selection.selected.map(({ quote }) => quote),
    totals: totalsOf(selection),
    quoteToken: await signChangeQuote(context, quotedChangeOf(memberId, policy, selection)),
    quotedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHANGE_QUOTE_TTL_MS).toISOString(),
  };
}
