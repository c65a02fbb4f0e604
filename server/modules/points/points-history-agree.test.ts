import { describe, expect, it } from 'vitest';
import {
  POINT_CALLS,
  type DetailScorePage,
  type FlightAccrualPage,
  type OtherAccrualPage,
} from '../../../contract/points/point-calls';
import { jsonCall } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { suiteApp } from '../../testing/suite-app';

type Reply<T> = { code: string; data: T };
/** How the ledger names points earned by flying (points.note.flown, points.note.retro), in zhCn. */
const FLIGHT_NOTES = ['乘机累积', '补登积分'];

describe('the points tabs agree with the ledger', () => {
  const test = suiteApp();

  it('lists in the flight-rewards tab every ledger row that says it was earned by flying, and no flight among other rewards', async () => {
    const headers = await memberHeaders(test.app);
    const page = async <T>(path: string) =>
      ((await (await jsonCall(test.app, path, { pageSize: 50 }, headers)).json()) as Reply<T>).data;
    const ledger = await page<DetailScorePage>(POINT_CALLS.getDetailScoreList);
    const flights = await page<FlightAccrualPage>(POINT_CALLS.getFlightAccrualHistory);
    const others = await page<OtherAccrualPage>(POINT_CALLS.getOtherAccrualHistory);
    const flown = ledger.list.filter((row) => row.kind === 'accrual' && FLIGHT_NOTES.includes(row.note));
    expect(flights.list.map((row) => row.rewardPoints + row.extraPoints)).toEqual(flown.map((row) => row.points));
    expect(others.list.filter((row) => FLIGHT_NOTES.includes(row.activity))).toEqual([]);
    const accrued = ledger.list.filter((row) => row.kind === 'accrual').reduce((sum, row) => sum + row.points, 0);
    const listed =
      flights.list.reduce((sum, row) => sum + row.rewardPoints + row.extraPoints, 0) +
      others.list.reduce((sum, row) => sum + row.points, 0);
    expect(listed).toBe(accrued);
  });
});
