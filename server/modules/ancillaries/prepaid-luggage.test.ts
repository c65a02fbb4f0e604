import { decode } from 'bcbp';
import { describe, expect, it } from 'vitest';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import { CHECK_IN_CALLS, type BoardingPass } from '../../../contract/calls/check-in';
import { call } from '../check-in/testing/check-in-test-calls';
import { sandboxPayer } from '../payments/testing/sandbox-payer';
import { ancillaryCaller, ticketedTrip } from './testing/ancillary-test-calls';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('prepaid luggage on the boarding pass', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  it('adds the paid 10 kg to the pass and to the BCBP free baggage allowance', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 3);
    const couponId = orders[0]!.coupons[0]!.couponId;
    const booked = await luggage<AncillaryOrder>('book', {
      idempotencyKey: 'pass-luggage',
      items: [{ couponId, itemCode: 'LG10' }],
    });
    const paying = await luggage<PayOrderData>('payOrder', {
      orderNo: booked.data.orderNo,
      method: 'unionpay',
      idempotencyKey: 'pass-pay',
    });
    await sandboxPayer(test.app).approve(paying.data.payment!.url);
    await call(test.app, CHECK_IN_CALLS.checkIn, { couponIds: [couponId] }, zhangWei);
    const pass = (await call<BoardingPass>(test.app, CHECK_IN_CALLS.queryUmeBoardPass, { couponId }, zhangWei)).data;
    expect(pass.prepaidBaggageKg).toBe(10);
    const allowance = decode(pass.bcbp).data?.legs?.[0]?.freeBaggageAllowance;
    expect(allowance).toMatch(/^\d\dK$/);
    expect(Number(allowance!.slice(0, 2))).toBeGreaterThanOrEqual(30);
  });
});
