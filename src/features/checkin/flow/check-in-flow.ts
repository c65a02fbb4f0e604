import { fromPromise } from 'xstate';
import { checkInMachine } from '../../../../machines/check-in.machine';
import { createFlowHost } from '../../../flows/flow-host';
import { cancelCheckIns, checkInPassengers, fetchBoardingPasses, fetchSeatMap, findTrips } from '../check-in-api';
import { CHECK_IN_PAGES } from './check-in-pages';

/** The check-in chart with the real calls, for every check-in page. */
export const checkInAppMachine = checkInMachine.provide({
  actors: {
    findTrip: fromPromise(({ input, signal }) => findTrips(input, signal)),
    loadSeatMap: fromPromise(({ input, signal }) => fetchSeatMap(input, signal)),
    checkIn: fromPromise(({ input, signal }) => checkInPassengers(input, signal)),
    loadBoardingPasses: fromPromise(({ input, signal }) => fetchBoardingPasses(input.couponIds, signal)),
    cancelCheckIn: fromPromise(({ input, signal }) => cancelCheckIns(input.couponIds, signal)),
  },
});

/**
 * One check-in actor for the check-in pages, hosted by the /serve/checkIn layout: restored after a reload (or
 * a login round trip), followed by /flows. Raise the version when a saved snapshot would no longer fit the chart.
 */
export const CheckInFlow = createFlowHost({
  chartId: 'check-in',
  machine: checkInAppMachine,
  storageKey: 'checkIn.flow',
  snapshotVersion: 1,
  routeOf: (page) => ({ to: CHECK_IN_PAGES[page] }),
});
