import { disruptionOfferMachine } from './disruption-offer.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

// Each step's page as the offer showed them before the chart named them: leaving is a state on the page left for.
const PAGE_OF_STATE = {
  awaitingNotice: 'offer',
  choosing: 'offer',
  quoting: 'offer',
  confirming: 'offer',
  applying: 'offer',
  flightRefused: 'offer',
  noSeats: 'offer',
  notEligible: 'offer',
  failed: 'offer',
  applyFailed: 'offer',
  changed: 'offer',
  leftForRefund: 'refund',
  leftForCertificate: 'certificate',
};

itNamesThePageOfEveryState('offer state', disruptionOfferMachine, PAGE_OF_STATE);
