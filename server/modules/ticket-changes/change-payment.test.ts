import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { ChangeResult } from '../../../contract/calls/ticket-changes';
import { orderEvents, tickets } from '../../db/schema/orders';
import { seatsLeft } from '../orders/seat-inventory';
import { sandboxPayer } from '../payments/testing/sandbox-payer';
import { payCall } from '../payments/testing/unpaid-order';
import { changeCall, changeSuite, orderToChange, quotedChange } from './testing/change-test-kit';

describe('paying for a change through the one payment flow', () => {
  const suite = changeSuite();
  const db = () => suite.app.database.db;

  it('a paid change is made once the gateway says paid: new tickets issued, old ones exchanged, old seats back', async () => {
    const { flight, target, ...order } = await orderToChange(db(), { bookingClass: 'H', daysAhead: 3 });
    const oldSeats = await seatsLeft(db(), flight.id, 'H');
    const { request: payload, quoted } = await quotedChange(suite.app, suite.token, order, target);
    const applied = await changeCall<ChangeResult>(
      suite.app,
      'changeApply',
      { ...payload, quoteToken: quoted.data.quoteToken, idempotencyKey: `pay-${order.orderNo}` },
      suite.token,
    );
    expect(applied.data).toMatchObject({ status: 'unpaid', amount: quoted.data.totals.amount });
    const { changeNo } = applied.data;
    const started = await payCall(suite.app.app, CALLS.payWebByYee, { orderNo: changeNo }, suite.token);
    expect(started.resultCode).toBe('0');
    await sandboxPayer(suite.app.app).approve(started.data.redirectUrl);
    const status = await payCall(
      suite.app.app,
      CALLS.payStatusByWeixinWeb,
      { orderNo: changeNo, payNo: started.data.payNo },
      suite.token,
    );
    expect(status.data).toMatchObject({ status: 'paid', orderStatus: 'done' });
    expect(status.data.tickets).toEqual([expect.objectContaining({ ticketNo: expect.stringMatching(/^\d{13}$/) })]);

    const done = await changeCall<ChangeResult>(suite.app, 'changeStatus', { changeNo }, suite.token);
    expect(done.data.status).toBe('done');
    const [old] = await db().select().from(tickets).where(inArray(tickets.id, order.ticketIds));
    expect(old!.status).toBe('exchanged');
    expect(await seatsLeft(db(), flight.id, 'H')).toBe(oldSeats + 1);
    const kinds = (await db().select().from(orderEvents).where(eq(orderEvents.orderNo, order.orderNo))).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(['change_requested', 'payment_started', 'paid', 'changed']);
  });
});
