import type { StateValue } from 'xstate';

/** Which check-in page shows each state of the chart; the host moves the browser there when the state changes. */
export const CHECK_IN_PAGES = {
  find: '/{-$locale}/serve/checkIn',
  passengers: '/{-$locale}/serve/checkIn/checkInList',
  seats: '/{-$locale}/serve/checkIn/checkSeat',
  confirm: '/{-$locale}/serve/checkIn/trip',
  boardingPass: '/{-$locale}/serve/checkIn/borderPass',
} as const;
export type CheckInPage = keyof typeof CHECK_IN_PAGES;

const PAGE_OF_STATE: Record<string, CheckInPage> = {
  findingTrip: 'find',
  lookingUpTrip: 'find',
  tripLookupFailed: 'find',
  choosingTrip: 'find',
  choosingPassengers: 'passengers',
  loadingBoardingPasses: 'passengers',
  boardingPassFailed: 'passengers',
  loadingSeatMap: 'seats',
  seatMapFailed: 'seats',
  choosingSeats: 'seats',
  confirming: 'confirm',
  checkingIn: 'confirm',
  checkInFailed: 'confirm',
  boardingPass: 'boardingPass',
  confirmingCancel: 'boardingPass',
  cancelling: 'boardingPass',
  cancelFailed: 'boardingPass',
  cancelled: 'boardingPass',
};

export function pageOfState(value: StateValue): CheckInPage {
  return PAGE_OF_STATE[String(value)] ?? 'find';
}
