import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS } from '../../contract/calls/check-in';
import { FLIGHT_STATUS_CALLS } from '../../contract/calls/flight-status';
import { DISRUPTION_DEV_CALLS } from '../../contract/dev/disruption';
import { disruptionNotices } from '../db/schema/disruption-notices';
import { flights } from '../db/schema/schedule';
import { LI_NA } from '../modules/check-in/testing/check-in-test-calls';
import { jsonCall } from '../testing/test-app';
import { suiteApp } from '../testing/suite-app';

describe('development endpoint: the disruption notices, now', () => {
  const test = suiteApp();

  it('tells the traveller of a flight just cancelled at once, and once', async () => {
    const trip = (await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile })).json().data;
    const [flight] = await test.database.db.select().from(flights).where(eq(flights.id, trip.flightId));
    const forced = await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight!.flightNo,
      flightDate: flight!.flightDate,
      cancel: true,
    });
    expect(forced.statusCode).toBe(200);
    const siteNotices = () =>
      test.database.db.select().from(disruptionNotices).where(eq(disruptionNotices.ticketId, trip.coupons[0].couponId));
    expect(await siteNotices()).toHaveLength(0);

    const first = (await jsonCall(test.app, DISRUPTION_DEV_CALLS.notify, {})).json();
    expect(first.data.sent).toBeGreaterThan(0);
    const sent = await siteNotices();
    expect(sent.map((notice) => notice.channel).sort()).toEqual(['email', 'site', 'sms']);

    await jsonCall(test.app, DISRUPTION_DEV_CALLS.notify, {});
    expect(await siteNotices()).toHaveLength(sent.length);
  });
});
