import { fromPromise } from 'xstate';
import { disruptionOfferMachine } from '../../../machines/disruption-offer.machine';
import { createFlowHost } from '../../flows/flow-host';
import { applyFreeChange, quoteFreeChange } from './disruption-api';

const disruptionOfferAppMachine = disruptionOfferMachine.provide({
  actors: {
    quoteFreeChange: fromPromise(({ input, signal }) => quoteFreeChange(input, signal)),
    applyFreeChange: fromPromise(({ input, signal }) => applyFreeChange(input, signal)),
  },
});

/**
 * The offer for one disrupted order on /disruption, followed by /flows. Leaving for the refund or the
 * certificate is a state: the host takes the traveller to that page, the certificate's with the ticket
 * already filled in. Never saved: a reload reads the notices afresh (a change made is no longer offered).
 */
export const DisruptionOfferFlow = createFlowHost({
  chartId: 'disruption-offer',
  machine: disruptionOfferAppMachine,
  storageKey: 'disruptionOffer.flow',
  snapshotVersion: 1,
  rememberedAcrossReloads: false,
  // The offer shows on /disruption, where the host already is; the pages it leaves for are told the notice's order and ticket.
  routeOf: (page, { context: { notice } }) => {
    if (!notice || page === 'offer') return undefined;
    if (page === 'refund') return { to: '/{-$locale}/refund', search: { orderNo: notice.orderNo } };
    return {
      to: '/{-$locale}/serve/delayProve',
      search: { ticketNo: notice.ticketNos[0] ?? undefined, name: notice.passengerNames[0] },
    };
  },
});
