import { describe, expect, it } from 'vitest';
import type { ChangeQuote } from '../../../contract/calls/ticket-changes';
import { CHANGE_FEE_TIERS } from '../../../contract/fare-rules/change-fee';
import { BOOKING_CLASSES } from '../../db/seed/fares';
import { percentOf } from '../refunds/refund-fee-table';
import { changeCall, changeSuite, fareOf, orderToChange } from './testing/change-test-kit';

describe('the change quote of every fare class follows the published rules', () => {
  const suite = changeSuite();
  const db = () => suite.app.database.db;

  // About three days ahead: the 48-hour tier's surcharge is on top of each class's own percent.
  const extra = CHANGE_FEE_TIERS.find((tier) => tier.minHoursBefore === 48)!.extraPercent;

  it.each(BOOKING_CLASSES.map((row) => [row.bookingClass, row] as const))('class %s', async (bookingClass, rule) => {
    const { target, ...order } = await orderToChange(db(), {
      bookingClass,
      daysAhead: 3,
      cabinClass: rule.cabinClass as 'C' | 'Y',
    });
    const reply = await changeCall<ChangeQuote>(
      suite.app,
      'changeQuote',
      { orderNo: order.orderNo, ticketIds: order.ticketIds, flightNo: target.flightNo, flightDate: target.flightDate },
      suite.token,
    );
    if (rule.changeFee >= 100) {
      expect(reply.resultCode).toBe('CHANGE_NOT_CHANGEABLE');
      expect(reply.resultMsg).toContain('allows no changes');
      return;
    }
    const newFare = await fareOf(db(), target.id, bookingClass);
    const fee = percentOf(order.fare, rule.changeFee + extra);
    const fareDifference = Math.max(0, newFare - order.fare);
    expect(reply.data.coupons[0]).toMatchObject({
      feePercent: rule.changeFee + extra,
      fee,
      fareDifference,
      taxDifference: 0,
    });
    expect(reply.data.totals.amount).toBe(fee + fareDifference);
  });
});
