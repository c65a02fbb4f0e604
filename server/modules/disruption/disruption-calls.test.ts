import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISRUPTION_CALLS, REFUND_CALLS } from '../../../contract/call-paths';
import type { DisruptionNoticesReply } from '../../../contract/calls/disruption';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import type { Providers } from '../../providers/providers';
import { createTestApp, formCall, jsonCall, TEST_NOW, type TestApp } from '../../testing/test-app';
import { loginToken } from '../refunds/testing/refund-test-kit';
import { flightLeavingAfter, insertTicketedOrder } from '../refunds/testing/ticketed-order';
import { laterFlightOnRoute } from '../ticket-changes/testing/change-test-kit';
import { notifyDisruptedTravellers } from './notify-disrupted';

const HOUR = 3_600_000;
const silentProviders: Providers = { sms: { send: async () => {} }, mail: { send: async () => {} } };

describe('the site notice and the free change or refund of a cancelled flight', () => {
  let test: TestApp;
  let token: string;
  let flight: Awaited<ReturnType<typeof flightLeavingAfter>>;
  const call = async <T>(path: string, payload: unknown) =>
    (await formCall(test.app, path, payload, { jwtToken: token, 'accept-language': 'en' })).json() as Promise<{
      resultCode: string;
      resultMsg: string;
      data: T;
    }>;
  const notices = async () => (await call<DisruptionNoticesReply>(DISRUPTION_CALLS.disruptionNotices, {})).data.notices;
  const order = () =>
    insertTicketedOrder(test.database.db, {
      memberId: 'demo-verified',
      flightIds: [flight.id],
      passengers: ['ADT'],
      at: test.clock.now(),
    });
  const notifyAll = () =>
    notifyDisruptedTravellers({
      db: test.database.db,
      clock: test.clock,
      providers: silentProviders,
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://localhost',
    });
  /** Operations cancel the suite's flight, and the notices of it go out. */
  const cancelFlightAndNotify = async () => {
    await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      cancel: true,
    });
    await notifyAll();
  };
  const freeChangeTo = async (
    target: { flightNo: string; flightDate: string },
    booked: { orderNo: string; ticketIds: number[] },
  ) => {
    const request = { ...booked, flightNo: target.flightNo, flightDate: target.flightDate };
    const quote = await call<ChangeQuote>(DISRUPTION_CALLS.disruptionChangeQuote, request);
    return { quote, request };
  };

  beforeAll(async () => {
    test = await createTestApp();
    token = await loginToken(test, '13800138000');
    flight = await flightLeavingAfter(test.database.db, new Date(Date.parse(TEST_NOW) + 8 * HOUR), 3);
  });
  afterAll(() => test.close());

  it('refuses the free change while the flight is on time', async () => {
    const booked = await order();
    const next = await laterFlightOnRoute(test.database.db, flight, 20 * HOUR);
    const { quote } = await freeChangeTo(next, booked);
    expect(quote).toMatchObject({
      resultCode: 'DISRUPTION_NOT_ELIGIBLE',
      resultMsg: expect.stringContaining('free change'),
    });
  });

  it('shows the notice until each coupon is refunded in full or changed for free to the next day', async () => {
    const refunding = await order();
    const changing = await order();
    await cancelFlightAndNotify();
    const shown = await notices();
    expect(shown.filter((notice) => notice.flightNo === flight.flightNo)).toHaveLength(3);
    expect(shown.find((notice) => notice.orderNo === refunding.orderNo)).toMatchObject({
      kind: 'canceled',
      ticketIds: refunding.ticketIds,
      ticketNos: [expect.stringMatching(/^\d{13}$/)],
    });

    const next = await laterFlightOnRoute(test.database.db, flight, 20 * HOUR);
    const offered = shown.find((notice) => notice.orderNo === changing.orderNo)!.alternatives;
    expect(offered).toContainEqual(expect.objectContaining({ flightNo: next.flightNo, flightDate: next.flightDate }));
    expect(
      offered.every(
        (alternative) => alternative.flightNo !== flight.flightNo || alternative.flightDate !== flight.flightDate,
      ),
    ).toBe(true);

    const refund = await call<{ fee: number; amount: number }>(REFUND_CALLS.refundApply, refunding);
    expect(refund.data).toMatchObject({ fee: 0, amount: 880 });

    const { quote, request } = await freeChangeTo(next, changing);
    expect(quote.resultCode, quote.resultMsg).toBe('0');
    expect(quote.data).toMatchObject({ policy: 'disrupted', totals: { fee: 0, fareDifference: 0, amount: 0 } });
    const applied = await call<ChangeResult>(DISRUPTION_CALLS.disruptionChangeApply, {
      ...request,
      quoteToken: quote.data.quoteToken,
      idempotencyKey: `free-change-${changing.orderNo}`,
    });
    expect(applied.data).toMatchObject({ status: 'done', amount: 0 });

    const left = (await notices()).map((notice) => notice.orderNo);
    expect(left).not.toContain(refunding.orderNo);
    expect(left).not.toContain(changing.orderNo);

    // The offer of the refunded coupon was still open in another tab: nothing is left to change for free.
    const late = await freeChangeTo(next, refunding);
    expect(late.quote).toMatchObject({
      resultCode: 'DISRUPTION_NOT_ELIGIBLE',
      resultMsg: expect.stringContaining('free change'),
    });
  });

  it('tells another member and a visitor nothing of the notice, and lets neither change nor refund the order', async () => {
    const booked = await order();
    await cancelFlightAndNotify();
    const next = await laterFlightOnRoute(test.database.db, flight, 20 * HOUR);
    const request = { ...booked, flightNo: next.flightNo, flightDate: next.flightDate };
    const asOther = async (jwtToken: string | undefined, path: string, payload: unknown) =>
      (await formCall(test.app, path, payload, jwtToken ? { jwtToken } : {})).json();
    for (const jwtToken of [await loginToken(test, '13900139000'), undefined]) {
      const seen = await asOther(jwtToken, DISRUPTION_CALLS.disruptionNotices, {});
      expect(seen.data?.notices ?? []).not.toContainEqual(expect.objectContaining({ orderNo: booked.orderNo }));
      const quote = await asOther(jwtToken, DISRUPTION_CALLS.disruptionChangeQuote, request);
      expect(quote.resultCode).not.toBe('0');
      const refund = await asOther(jwtToken, REFUND_CALLS.refundApply, booked);
      expect(refund.resultCode).not.toBe('0');
    }
    expect((await notices()).find((notice) => notice.orderNo === booked.orderNo)).toMatchObject({
      ticketIds: booked.ticketIds,
    });
  });
});
