import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/orders';
import { ticketChangeCoupons, ticketChanges } from '../../db/schema/ticket-changes';
import { seatsLeft } from '../orders/seat-inventory';
import { refundCall } from '../refunds/testing/refund-test-kit';
import { changeCall, changeSuite, orderToChange, quotedChange } from './testing/change-test-kit';

describe('changes racing each other and refunds', () => {
  const suite = changeSuite();
  const db = () => suite.app.database.db;

  const newOrder = async (bookingClass: string) => {
    const { flight, target, ...order } = await orderToChange(db(), { bookingClass, daysAhead: 10 });
    const { request: payload, quoted } = await quotedChange(suite.app, suite.token, order, target);
    expect(quoted.resultCode).toBe('0');
    return { ...order, flight, target, payload: { ...payload, quoteToken: quoted.data.quoteToken } };
  };

  it('30 concurrent changes of one coupon (each its own click) end with one change, one seat taken', async () => {
    const order = await newOrder('Y');
    const before = await seatsLeft(db(), order.target.id, 'Y');
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        changeCall(
          suite.app,
          'changeApply',
          { ...order.payload, idempotencyKey: `race-${order.orderNo}-${index}` },
          suite.token,
        ),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    const made = replies.filter((reply) => reply.resultCode === '0');
    expect(made).toHaveLength(1);
    expect(replies.filter((reply) => reply.resultCode === 'CHANGE_NOT_CHANGEABLE')).toHaveLength(29);
    expect(await seatsLeft(db(), order.target.id, 'Y')).toBe(before - 1);
    const pairs = await db()
      .select()
      .from(ticketChangeCoupons)
      .where(inArray(ticketChangeCoupons.oldTicketId, order.ticketIds));
    expect(pairs).toHaveLength(1);
    const newCoupons = await db().select().from(tickets).where(eq(tickets.orderNo, order.orderNo));
    expect(newCoupons.map((coupon) => coupon.status).sort()).toEqual(['exchanged', 'open']);
    console.info(`30 concurrent changes of one coupon: 1 made, 29 refused, in ${elapsed} ms`);
  });

  it('the same click sent 10 times at once makes one change and answers each with it', async () => {
    const order = await newOrder('Y');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        changeCall(
          suite.app,
          'changeApply',
          { ...order.payload, idempotencyKey: `same-${order.orderNo}` },
          suite.token,
        ),
      ),
    );
    expect(replies.every((reply) => reply.resultCode === '0')).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.changeNo)).size).toBe(1);
    expect(replies.filter((reply) => !reply.data.replayed)).toHaveLength(1);
    expect(await db().select().from(ticketChanges).where(eq(ticketChanges.orderNo, order.orderNo))).toHaveLength(1);
  });

  it('a change racing a refund of the same coupon: exactly one wins, seats counted once', async () => {
    for (const bookingClass of ['Y', 'M']) {
      const order = await newOrder(bookingClass);
      const oldBefore = await seatsLeft(db(), order.flight.id, bookingClass);
      const newBefore = await seatsLeft(db(), order.target.id, bookingClass);
      const [change, refund] = await Promise.all([
        changeCall(suite.app, 'changeApply', { ...order.payload, idempotencyKey: `vs-${order.orderNo}` }, suite.token),
        refundCall(
          suite.app,
          'refundApply',
          { orderNo: order.orderNo, ticketIds: order.ticketIds },
          suite.token,
        ) as Promise<{
          resultCode: string;
        }>,
      ]);
      const winners = [change.resultCode, refund.resultCode].filter((code) => code === '0');
      expect(winners).toHaveLength(1);
      const [old] = await db().select().from(tickets).where(inArray(tickets.id, order.ticketIds));
      if (refund.resultCode === '0') {
        expect(old!.status).toBe('refunded');
        expect(await seatsLeft(db(), order.target.id, bookingClass)).toBe(newBefore);
      } else {
        // A free change is done at once; a paid one holds its seat and keeps the coupon from refunds.
        expect(old!.status).toBe(bookingClass === 'Y' ? 'exchanged' : 'open');
        expect(await seatsLeft(db(), order.target.id, bookingClass)).toBe(newBefore - 1);
      }
      expect(await seatsLeft(db(), order.flight.id, bookingClass)).toBe(
        old!.status === 'open' ? oldBefore : oldBefore + 1,
      );
    }
  });
});
