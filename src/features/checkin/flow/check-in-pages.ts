import type { CheckInPage as ChartPage } from '../../../../machines/check-in-context';

/** Where each check-in page is; the chart's states name their page by a tag, and the host goes there when it changes. */
export const CHECK_IN_PAGES = {
  find: '/{-$locale}/serve/checkIn',
  passengers: '/{-$locale}/serve/checkIn/checkInList',
  seats: '/{-$locale}/serve/checkIn/checkSeat',
  confirm: '/{-$locale}/serve/checkIn/trip',
  boardingPass: '/{-$locale}/serve/checkIn/borderPass',
} as const satisfies Record<ChartPage, string>;
export type CheckInPage = keyof typeof CHECK_IN_PAGES;
