import { expect, it } from 'vitest';
import { checkInMachine } from './check-in.machine';
import { pagesOfStates } from './testing/state-pages';

// Each step's page as the check-in pages showed them before the chart named them.
const PAGE_OF_STATE = {
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

it('names the page of every check-in state by its tag', () => {
  expect(pagesOfStates(checkInMachine)).toEqual(PAGE_OF_STATE);
});
