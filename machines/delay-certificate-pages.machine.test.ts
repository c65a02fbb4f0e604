import { expect, it } from 'vitest';
import { delayCertificateMachine } from './delay-certificate.machine';
import { pagesOfStates } from './testing/state-pages';

// Each step's page as the certificate pages showed them before the chart named them.
const PAGE_OF_STATE = {
  findingTicket: 'apply',
  searching: 'apply',
  noTicket: 'apply',
  choosingSegment: 'apply',
  applying: 'apply',
  notDelayed: 'apply',
  notOperated: 'apply',
  tooOld: 'apply',
  failed: 'apply',
  certificate: 'certificate',
  downloading: 'certificate',
  emailing: 'certificate',
  emailed: 'certificate',
  deliveryFailed: 'certificate',
};

it('names the page of every delay-certificate state by its tag', () => {
  expect(pagesOfStates(delayCertificateMachine)).toEqual(PAGE_OF_STATE);
});
