import { bookingMachine } from './booking.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

// Each step's page as the wizard showed them before the chart named them; an expired offer and the paid
// order show wherever the traveller is.
const PAGE_OF_STATE = {
  choosingOutbound: 'results',
  choosingReturn: 'results',
  enteringPassengers: 'passengers',
  confirming: 'confirm',
  placingOrder: 'confirm',
  fareChanged: 'confirm',
  soldOut: 'confirm',
  orderFailed: 'confirm',
  awaitingPayment: 'payment',
  offerExpired: undefined,
  paid: undefined,
};

itNamesThePageOfEveryState('booking step', bookingMachine, PAGE_OF_STATE);
