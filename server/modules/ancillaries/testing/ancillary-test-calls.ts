import type { FastifyInstance } from 'fastify';
import {
  ANCILLARY_CALLS,
  ANCILLARY_DEV_CALLS,
  type AncillaryKind,
  type AncillaryOperation,
} from '../../../../contract/ancillaries/ancillary-calls';
import { jsonCall } from '../../../testing/test-app';

export type Reply<T = any> = { code?: string; resultCode?: string; message?: string; resultMsg?: string; data: T };

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
