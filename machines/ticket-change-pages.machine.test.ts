import { ticketChangeMachine } from './ticket-change.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

// Each step's page as the change pages showed them before the chart named them: from the payment on, the result.
const PAGE_OF_STATE = {
  idle: 'choose',
  loadingOrder: 'choose',
  orderFailed: 'choose',
  choosingCoupons: 'choose',
  choosingDate: 'choose',
  searchingFlights: 'choose',
  noFlights: 'choose',
  searchFailed: 'choose',
  choosingFlight: 'choose',
  quoting: 'choose',
  quoted: 'choose',
  quoteFailed: 'choose',
  orderNotChangeable: 'choose',
  notChangeable: 'choose',
  infantWithAdult: 'choose',
  flightRefused: 'choose',
  noSeats: 'choose',
  quoteExpired: 'choose',
  applying: 'choose',
  applyFailed: 'choose',
  awaitingPayment: 'result',
  readingChange: 'result',
  beingMade: 'result',
  waitingToRecheck: 'result',
  readFailed: 'result',
  expired: 'result',
  done: 'result',
};

itNamesThePageOfEveryState('change state', ticketChangeMachine, PAGE_OF_STATE);
