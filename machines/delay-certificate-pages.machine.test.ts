import { delayCertificateMachine } from './delay-certificate.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

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

itNamesThePageOfEveryState('delay-certificate state', delayCertificateMachine, PAGE_OF_STATE);
