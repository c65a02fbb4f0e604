import { beforeAll, describe, expect, it } from 'vitest';
import { ANCILLARY_KINDS } from '../../../contract/ancillaries/ancillary-calls';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import { ancillaryCaller, ownerAndStrangerSuite, ticketedTrip } from './testing/ancillary-test-calls';

/** Issue 26, item 9: one passenger's ticket and name must not reveal the rest of the booking. */
describe.each(ANCILLARY_KINDS)('%s lookup by ticket and name', (kind) => {
  const { test, zhangWei: owner, stranger } = ownerAndStrangerSuite();
  let trip: Awaited<ReturnType<typeof ticketedTrip>>['orders'][number];
  beforeAll(async () => {
    trip = (await ticketedTrip(test.app, owner, 72)).orders[0]!;
  });

  const lookUp = (headers: Record<string, string>, passenger: { ticketNo: string; name: string }) =>
    ancillaryCaller(
      test.app,
      kind,
      headers,
    )<TripsData>('queryPassengerName', {
      ticketNo: passenger.ticketNo,
      passengerName: passenger.name,
    });

  it('shows another member only the passenger proved: not the co-traveller’s name, ticket or coupon', async () => {
    const [adult, child] = trip.coupons;
    const found = await lookUp(stranger, adult!);
    expect(found.data.trips).toHaveLength(1);
    expect(found.data.trips[0]!.passengers.map((passenger) => passenger.ticketNo)).toEqual([adult!.ticketNo]);
    const text = JSON.stringify(found);
    for (const hidden of [child!.name, child!.ticketNo]) expect(text).not.toContain(hidden);
    // Nor may the lookup be used to buy for the co-traveller.
    const price = await ancillaryCaller(test.app, kind, stranger)('queryPrice', { couponIds: [child!.couponId] });
    expect(price.code).toBe('ANC_COUPON_NOT_REACHABLE');
  });

  it('shows the member who owns the order the whole booking', async () => {
    const [adult, child] = trip.coupons;
    const found = await lookUp(owner, child!);
    expect(found.data.trips[0]!.passengers.map((passenger) => passenger.ticketNo).sort()).toEqual(
      [adult!.ticketNo, child!.ticketNo].sort(),
    );
  });
});
