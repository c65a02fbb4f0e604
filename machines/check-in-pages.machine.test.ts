import { checkInMachine } from './check-in.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

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

itNamesThePageOfEveryState('check-in state', checkInMachine, PAGE_OF_STATE);
