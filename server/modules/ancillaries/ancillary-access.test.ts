import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANCILLARY_CALLS,
  ANCILLARY_KINDS,
  DRAW_RED_ENVELOPE_CALL,
  type AncillaryKind,
  type AncillaryOperation,
} from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import { jsonCall } from '../../testing/test-app';
import {
  ancillaryCaller,
  bookItems,
  ownerAndStrangerSuite,
  payAtGateway,
  ticketedTrip,
} from './testing/ancillary-test-calls';

const ITEM: Record<AncillaryKind, string> = { luggage: 'LG10', meal: 'MHL1' };

/**
 * Every luggage and meal call tried as nobody and as another member, against a paid order of the owner's:
 * nobody is sent to log in (the public price list aside), the other member learns and changes nothing.
 */
describe.each(ANCILLARY_KINDS)('%s calls for someone else’s order', (kind) => {
  const { test, zhangWei: owner, stranger } = ownerAndStrangerSuite();
  let order: AncillaryOrder;
  let ticket: { couponId: number; ticketNo: string; name: string };
  beforeAll(async () => {
    const { orders } = await ticketedTrip(test.app, owner, 72);
    ticket = orders[0]!.coupons[0]!;
    const call = ancillaryCaller(test.app, kind, owner);
    order = await bookItems(call, `access-${kind}`, [{ couponId: ticket.couponId, itemCode: ITEM[kind] }]);
    await payAtGateway(test.app, call, order.orderNo);
  });

  const payloads = (): Record<AncillaryOperation, unknown> => ({
    queryFlightTrip: {},
    queryPassengerName: { ticketNo: ticket.ticketNo, passengerName: '王五' },
    queryPrice: { couponIds: [ticket.couponId] },
    queryPriceList: {},
    book: { idempotencyKey: `stranger-${kind}`, items: [{ couponId: ticket.couponId, itemCode: 'LG05' }] },
    cancel: { orderNo: order.orderNo },
    orderList: {},
    orderDetail: { orderNo: order.orderNo },
    payOrder: { orderNo: order.orderNo, method: 'alipay', idempotencyKey: `stranger-pay-${kind}` },
    refundTicket: { orderNo: order.orderNo },
  });

  it('sends nobody to log in, except for the public price list', async () => {
    for (const [operation, payload] of Object.entries(payloads())) {
      const reply = await jsonCall(test.app, ANCILLARY_CALLS[kind][operation as AncillaryOperation], payload);
      expect({ operation, status: reply.statusCode }).toEqual({
        operation,
        status: operation === 'queryPriceList' ? 200 : 401,
      });
    }
    if (kind === 'meal')
      expect((await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo: order.orderNo })).statusCode).toBe(401);
  });

  it('shows another member nothing of the order, its ticket or its coupon, and changes nothing', async () => {
    const call = ancillaryCaller(test.app, kind, stranger);
    const sent = payloads();
    const codes = Object.fromEntries(
      await Promise.all(
        (
          ['queryPassengerName', 'queryPrice', 'book', 'cancel', 'orderDetail', 'payOrder', 'refundTicket'] as const
        ).map(async (operation) => [operation, (await call(operation, sent[operation])).code]),
      ),
    );
    expect(codes).toEqual({
      queryPassengerName: 'ANC_TRIP_NOT_FOUND',
      queryPrice: 'ANC_COUPON_NOT_REACHABLE',
      book: 'ANC_COUPON_NOT_REACHABLE',
      cancel: 'ANC_ORDER_NOT_FOUND',
      orderDetail: 'ANC_ORDER_NOT_FOUND',
      payOrder: 'ANC_ORDER_NOT_FOUND',
      refundTicket: 'ANC_ORDER_NOT_FOUND',
    });
    if (kind === 'meal')
      expect((await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo: order.orderNo }, stranger)).json().code).toBe(
        'ANC_ORDER_NOT_FOUND',
      );
    const trips = await call<TripsData>('queryFlightTrip', {});
    expect(trips.data.trips.flatMap((trip) => trip.passengers.map((passenger) => passenger.ticketNo))).not.toContain(
      ticket.ticketNo,
    );
    const list = await call<{ list: AncillaryOrder[] }>('orderList', {});
    expect(list.data.list.map((listed) => listed.orderNo)).not.toContain(order.orderNo);
    // The owner's order is as it was: paid, nothing refunded.
    const detail = await ancillaryCaller(
      test.app,
      kind,
      owner,
    )<AncillaryOrder>('orderDetail', {
      orderNo: order.orderNo,
    });
    expect(detail.data).toMatchObject({ status: 'paid', refundedAmount: 0 });
  });
});
