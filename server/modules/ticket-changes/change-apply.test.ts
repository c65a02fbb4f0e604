import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import { orderEvents, orders, tickets } from '../../db/schema/orders';
import { ticketChanges } from '../../db/schema/ticket-changes';
import { seatsLeft } from '../orders/seat-inventory';
import { expireOverdueChanges } from './change-cancel';
import { changeCall, changeSuite, loginToken, orderToChange } from './testing/change-test-kit';

describe('changing a ticket to another flight', () => {
  const suite = changeSuite();
  const db = () => suite.app.database.db;

  const newOrder = (bookingClass: string, daysAhead: number) =>
    orderToChange(db(), { bookingClass, daysAhead, passengers: ['ADT', 'INF'] });
  const quote = (orderNo: string, ticketIds: number[], target: { flightNo: string; flightDate: string }) =>
    changeCall<ChangeQuote>(
      suite.app,
      'changeQuote',
      { orderNo, ticketIds, flightNo: target.flightNo, flightDate: target.flightDate },
      suite.token,
    );
  const apply = (payload: Record<string, unknown>) =>
    changeCall<ChangeResult & ChangeQuote>(suite.app, 'changeApply', payload, suite.token);

  it('does a change that costs nothing at once: old coupons exchanged, seats moved, new 13-digit tickets, timeline', async () => {
    const order = await newOrder('Y', 10);
    const oldSeats = await seatsLeft(db(), order.flight.id, 'Y');
    const newSeats = await seatsLeft(db(), order.target.id, 'Y');
    const quoted = await quote(order.orderNo, order.ticketIds, order.target);
    expect(quoted.resultCode).toBe('0');
    expect(quoted.data.totals).toEqual({ fee: 0, fareDifference: 0, taxDifference: 0, amount: 0 });
    const payload = {
      orderNo: order.orderNo,
      ticketIds: order.ticketIds,
      flightNo: order.target.flightNo,
      flightDate: order.target.flightDate,
      quoteToken: quoted.data.quoteToken,
      idempotencyKey: `free-${order.orderNo}`,
    };
    const reply = await apply(payload);
    expect(reply.resultCode).toBe('0');
    expect(reply.data).toMatchObject({ status: 'done', amount: 0, replayed: false });
    expect(reply.data.tickets.map((pair) => pair.newTicketNo)).toEqual([
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
    ]);
    const old = await db().select().from(tickets).where(inArray(tickets.id, order.ticketIds));
    expect(old.map((coupon) => coupon.status)).toEqual(['exchanged', 'exchanged']);
    // One seat (the infant sits on a lap) back on the old flight, one taken on the new.
    expect(await seatsLeft(db(), order.flight.id, 'Y')).toBe(oldSeats + 1);
    expect(await seatsLeft(db(), order.target.id, 'Y')).toBe(newSeats - 1);
    const [stored] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(stored!.status).toBe('changed_refunded');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderNo, order.orderNo));
    expect(events.map((event) => event.kind)).toEqual(['change_requested', 'changed']);

    const replay = await apply(payload);
    expect(replay.data).toMatchObject({ changeNo: reply.data.changeNo, status: 'done', replayed: true });
    expect(await seatsLeft(db(), order.target.id, 'Y')).toBe(newSeats - 1);
    const again = await quote(order.orderNo, order.ticketIds, order.target);
    expect(again).toMatchObject({ resultCode: 'CHANGE_NOT_CHANGEABLE' });
    expect(again.resultMsg).toContain('already changed');
  });

  it('holds the seats of a change that costs money until it is paid, and lets them go when its hold ends', async () => {
    const order = await newOrder('M', 3);
    const newSeats = await seatsLeft(db(), order.target.id, 'M');
    const quoted = await quote(order.orderNo, order.ticketIds, order.target);
    expect(quoted.data.totals.fee).toBeGreaterThan(0);
    const reply = await apply({
      orderNo: order.orderNo,
      ticketIds: order.ticketIds,
      flightNo: order.target.flightNo,
      flightDate: order.target.flightDate,
      quoteToken: quoted.data.quoteToken,
      idempotencyKey: `paid-${order.orderNo}`,
    });
    expect(reply.data).toMatchObject({ status: 'unpaid', amount: quoted.data.totals.amount });
    expect(await seatsLeft(db(), order.target.id, 'M')).toBe(newSeats - 1);
    const old = await db().select().from(tickets).where(inArray(tickets.id, order.ticketIds));
    expect(old.map((coupon) => coupon.status)).toEqual(['open', 'open']);
    const twice = await quote(order.orderNo, order.ticketIds, order.target);
    expect(twice.resultCode).toBe('CHANGE_NOT_CHANGEABLE');

    suite.app.clock.advance(16 * 60_000);
    expect(await expireOverdueChanges(db(), suite.app.clock)).toEqual([reply.data.changeNo]);
    expect(await expireOverdueChanges(db(), suite.app.clock)).toEqual([]);
    expect(await seatsLeft(db(), order.target.id, 'M')).toBe(newSeats);
    const [change] = await db().select().from(ticketChanges).where(eq(ticketChanges.changeNo, reply.data.changeNo));
    expect(change!.status).toBe('canceled');
    expect((await quote(order.orderNo, order.ticketIds, order.target)).resultCode).toBe('0');
  });

  it('refuses a forged or stale quote, an infant parted from its adult, the same flight, a stranger', async () => {
    const order = await newOrder('Y', 10);
    const base = { orderNo: order.orderNo, flightNo: order.target.flightNo, flightDate: order.target.flightDate };
    const forged = await apply({
      ...base,
      ticketIds: order.ticketIds,
      quoteToken: 'x.y.z',
      idempotencyKey: 'forged-key-1',
    });
    expect(forged.resultCode).toBe('CHANGE_QUOTE_INVALID');
    const quoted = await quote(order.orderNo, order.ticketIds, order.target);
    suite.app.clock.advance(11 * 60_000);
    const stale = await apply({
      ...base,
      ticketIds: order.ticketIds,
      quoteToken: quoted.data.quoteToken,
      idempotencyKey: 'stale-key-1',
    });
    expect(stale.resultCode).toBe('CHANGE_QUOTE_INVALID');
    expect((await quote(order.orderNo, [order.ticketIds[0]!], order.target)).resultCode).toBe(
      'CHANGE_INFANT_WITH_ADULT',
    );
    const same = await quote(order.orderNo, order.ticketIds, order.flight);
    expect(same.resultCode).toBe('CHANGE_FLIGHT_NOT_ALLOWED');
    const stranger = await changeCall(
      suite.app,
      'changeQuote',
      { ...base, ticketIds: order.ticketIds },
      await loginToken(suite.app, '13900139000'),
    );
    expect(stranger.resultCode).toBe('CHANGE_ORDER_NOT_FOUND');
    const unchanged = await db().select().from(tickets).where(inArray(tickets.id, order.ticketIds));
    expect(unchanged.map((coupon) => coupon.status)).toEqual(['open', 'open']);
  });
});
