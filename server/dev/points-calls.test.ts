import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POINT_DEV_CALLS } from '../../contract/points/point-calls';
import { flights } from '../db/schema/schedule';
import { refreshDueOperations } from '../modules/flight-ops/refresh-operations';
import { jsonCall } from '../testing/test-app';
import { suiteApp } from '../testing/suite-app';

describe('development endpoint: a flown trip', () => {
  const test = suiteApp();

  it('takes a flight that has left by the real clock, even after a browser whose clock moved on recorded later ones as gone', async () => {
    // A browser test whose own clock moved 8 days on (a dev-clock cookie) refreshes the shared flight
    // operations as of its time: the coming days' flights are then recorded as gone.
    const now = test.clock.now();
    await refreshDueOperations(test.database.db, new Date(now.getTime() + 8 * 86_400_000));
    const reply = (
      await jsonCall(test.app, POINT_DEV_CALLS.flownTrip, { mobile: '13800138000', bookedBy: 'self' })
    ).json();
    expect(reply.code).toBe('success');
    const [flight] = await test.database.db
      .select({ departureAt: flights.departureAt })
      .from(flights)
      .where(and(eq(flights.flightNo, reply.data.flightNo), eq(flights.flightDate, reply.data.flightDate)));
    expect(flight!.departureAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
