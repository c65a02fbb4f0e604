import type { FastifyInstance } from 'fastify';
import {
  ANCILLARY_CALLS,
  ANCILLARY_DEV_CALLS,
  type AncillaryKind,
  type AncillaryOperation,
} from '../../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../../contract/ancillaries/ancillary-payment-schemas';
import { suiteApp } from '../../../testing/suite-app';
import { jsonCall } from '../../../testing/test-app';
import { suiteMemberHeaders } from '../../orders/testing/order-test-setup';
import { sandboxPayer } from '../../payments/testing/sandbox-payer';

export type Reply<T = any> = { code?: string; resultCode?: string; message?: string; resultMsg?: string; data: T };

/**
 * A suite's own app, with Zhang Wei (the demo member, who gets the trips) and a stranger who owns none. Like
 * suiteApp, the objects are filled in before the suite's tests and the app closes after them.
 */
export function ownerAndStrangerSuite() {
  const test = suiteApp();
  return { test, zhangWei: suiteMemberHeaders(test), stranger: suiteMemberHeaders(test, '13600136000') };
}

/** One kind's calls for a member (headers) in tests. */
export function ancillaryCaller(app: FastifyInstance, kind: AncillaryKind, headers: Record<string, string>) {
  return async <T = any>(operation: AncillaryOperation, payload: unknown, as = headers): Promise<Reply<T>> =>
    (await jsonCall(app, ANCILLARY_CALLS[kind][operation], payload, as)).json();
}

/** A ticketed trip for the member (an adult and a child), departing in `hours`. */
export async function ticketedTrip(
  app: FastifyInstance,
  headers: Record<string, string>,
  departsInHours = 72,
  returnAfterDays?: number,
) {
  const reply = await jsonCall(app, ANCILLARY_DEV_CALLS.ticketedTrip, { departsInHours, returnAfterDays }, headers);
  return reply.json().data as {
    orders: {
      orderNo: string;
      flightId: number;
      departureAt: string;
      coupons: { couponId: number; ticketNo: string; name: string; passengerType: string }[];
    }[];
  };
}

/** Books `items` in one order of `kind` for the caller's member and returns it (fails the test when refused). */
export async function bookItems(
  call: ReturnType<typeof ancillaryCaller>,
  idempotencyKey: string,
  items: { couponId: number; itemCode: string }[],
) {
  const booked = await call<AncillaryOrder>('book', { idempotencyKey, items });
  if (booked.code !== 'success') throw new Error(`booking ${idempotencyKey} refused: ${JSON.stringify(booked)}`);
  return booked.data;
}

/** Pays an order at the sandbox gateway (after the wallet's share, when given) and approves it there. */
export async function payAtGateway(
  app: FastifyInstance,
  call: ReturnType<typeof ancillaryCaller>,
  orderNo: string,
  walletShare: { walletAmount: number; transactionPassword: string } | Record<string, never> = {},
) {
  const paying = await call<PayOrderData>('payOrder', {
    orderNo,
    method: 'alipay',
    idempotencyKey: `pay-${orderNo}`,
    ...walletShare,
  });
  if (!paying.data?.payment) throw new Error(`paying ${orderNo} refused: ${JSON.stringify(paying)}`);
  await sandboxPayer(app).approve(paying.data.payment.url);
  return paying.data;
}
