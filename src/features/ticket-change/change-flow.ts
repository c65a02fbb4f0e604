import { fromPromise } from 'xstate';
import type { ChangePage } from '../../../machines/ticket-change-context';
import { ticketChangeMachine } from '../../../machines/ticket-change.machine';
import { createFlowHost } from '../../flows/flow-host';
import { loadChangeableOrder, readChange, searchChangeFlights, voluntaryChangeCalls } from './change-api';

/** The change chart with a change's calls: the voluntary change's here; a disruption's free change passes its own. */
export function changeMachineWith(calls: typeof voluntaryChangeCalls) {
  return ticketChangeMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input, signal }) => loadChangeableOrder(input.orderNo, signal)),
      searchFlights: fromPromise(({ input, signal }) => searchChangeFlights(input, signal)),
      quoteChange: fromPromise(({ input, signal }) => calls.quote(input, signal)),
      applyChange: fromPromise(({ input, signal }) => calls.apply(input, signal)),
      readChange: fromPromise(({ input, signal }) => readChange(input.changeNo, signal)),
    },
  });
}

/** Where the change's pages are; the chart's states name their page by a tag. */
export const CHANGE_PAGES = {
  choose: '/{-$locale}/order/change',
  result: '/{-$locale}/order/change/result',
} as const satisfies Record<ChangePage, string>;

/**
 * One change actor for the choose and result pages, saved in the tab so the traveller comes back from the
 * payment page (or a gateway's checkout) to where the change stood.
 */
export const TicketChangeFlow = createFlowHost({
  chartId: 'ticket-change',
  machine: changeMachineWith(voluntaryChangeCalls),
  storageKey: 'ticketChange.flow',
  snapshotVersion: 1,
  routeOf: (page) => ({ to: CHANGE_PAGES[page] }),
});
