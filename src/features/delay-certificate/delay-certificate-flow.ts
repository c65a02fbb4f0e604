import { fromPromise } from 'xstate';
import { delayCertificateMachine, type DelayCertificatePage } from '../../../machines/delay-certificate.machine';
import { createFlowHost } from '../../flows/flow-host';
import { applyForCertificate, downloadCertificate, emailCertificate, findSegments } from './delay-certificate-api';

/** The delay-certificate chart with the real calls. */
const delayCertificateAppMachine = delayCertificateMachine.provide({
  actors: {
    findSegments: fromPromise(({ input, signal }) => findSegments(input, signal)),
    applyForCertificate: fromPromise(({ input, signal }) => applyForCertificate(input, signal)),
    downloadCertificate: fromPromise(({ input }) => downloadCertificate(input)),
    emailCertificate: fromPromise(({ input, signal }) => emailCertificate(input, signal)),
  },
});

/** Where the certificate's pages are; the chart's states name their page by a tag. */
export const DELAY_CERTIFICATE_PAGES = {
  apply: '/{-$locale}/serve/delayProve',
  certificate: '/{-$locale}/serve/delayProve/proveRsg',
} as const satisfies Record<DelayCertificatePage, string>;

/**
 * One delay-certificate actor for the apply and certificate pages (the verification page is open to anyone
 * and stands outside the flow), followed by /flows; never saved, so a reload or a reopened tab starts afresh.
 */
export const DelayCertificateFlow = createFlowHost({
  chartId: 'delay-certificate',
  machine: delayCertificateAppMachine,
  storageKey: 'delayCertificate.flow',
  snapshotVersion: 2,
  // A ticket number, a name and a certificate: on a shared computer the next person must not find them.
  rememberedAcrossReloads: false,
  routeOf: (page) => ({ to: DELAY_CERTIFICATE_PAGES[page] }),
});
