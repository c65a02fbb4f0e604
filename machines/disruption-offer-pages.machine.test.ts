import { expect, it } from 'vitest';
import { disruptionOfferMachine } from './disruption-offer.machine';
import { pagesOfStates } from './testing/state-pages';

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

it('names the page of every offer state by its tag', () => {
  expect(pagesOfStates(disruptionOfferMachine)).toEqual(PAGE_OF_STATE);
});
