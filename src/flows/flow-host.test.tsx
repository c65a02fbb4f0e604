import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMachine, setup, type ActorRefFrom } from 'xstate';
import enFlowHost from '../../contract/catalogues/en/flowHost.json';
import { createDialogStore } from '../ui/dialog/dialog-store';
import { FeedbackProvider, type Feedback } from '../ui/feedback-context';
import { i18nWithAreas } from '../ui/testing/render-with-catalogues';
import { appSystem } from '../ui/theme/system';
import { createToastStore } from '../ui/toast/toast-store';
import type { PageTag } from '../../machines/kit/page-tag';
import { createFlowHost } from './flow-host';

// A chart the trip invokes at its last step, whose own state must survive a reload too.
const checkMachine = createMachine({
  id: 'check',
  initial: 'waiting',
  states: { waiting: { on: { confirm: 'confirmed' } }, confirmed: {} },
});

// Three steps on two pages, and a step shown wherever the traveller is.
const tripMachine = setup({
  types: { tags: {} as PageTag<'choose' | 'details'> },
  actors: { checkTrip: checkMachine },
}).createMachine({
  id: 'trip',
  initial: 'choosing',
  states: {
    choosing: { tags: ['page:choose'], on: { next: 'naming', away: 'expired' } },
    naming: { tags: ['page:details'], on: { next: 'checking', back: 'choosing' } },
    checking: {
      tags: ['page:details'],
      invoke: { id: 'check', src: 'checkTrip', onSnapshot: {} },
      on: { back: 'naming' },
    },
    expired: {},
  },
});
const TripFlow = createFlowHost({
  chartId: 'trip',
  machine: tripMachine,
  storageKey: 'trip.flow',
  snapshotVersion: 3,
  routeOf: (page) => ({ to: `/trip/${page}` }),
});

// The same trip, holding what a stranger on a shared computer must not see: never kept across a reload.
const PrivateTripFlow = createFlowHost({
  chartId: 'trip',
  machine: tripMachine,
  storageKey: 'private-trip.flow',
  snapshotVersion: 1,
  rememberedAcrossReloads: false,
  routeOf: () => undefined,
});

let actor: ActorRefFrom<typeof tripMachine> | undefined;
function Page({ name, flow }: { name: string; flow: typeof TripFlow }) {
  const ref = flow.useActorRef();
  useEffect(() => {
    actor = ref;
  }, [ref]);
  const state = flow.useSelector((snapshot) => String(snapshot.value));
  return <p>{`${name} page at ${state}`}</p>;
}

function renderTrip(path: string, Flow: typeof TripFlow = TripFlow) {
  const rootRoute = createRootRoute({ component: Outlet });
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    path: 'trip',
    component: () => (
      <Flow.Host>
        <Outlet />
      </Flow.Host>
    ),
  });
  const pages = ['choose', 'details'].map((name) =>
    createRoute({ getParentRoute: () => layout, path: name, component: () => <Page name={name} flow={Flow} /> }),
  );
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: 'home', component: () => <p>home</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([layout.addChildren(pages), elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const i18n = i18nWithAreas('en', { flowHost: enFlowHost });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <FeedbackProvider feedback={feedback}>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...view, router, toasts: () => feedback.toasts.getSnapshot().map((toast) => toast.message) };
}

afterEach(cleanup);
beforeEach(() => {
  window.sessionStorage.clear();
  actor = undefined;
});

describe('a flow hosted by a layout route', () => {
  it('gives the pages below it one actor, and follows the flow to the page of its state', async () => {
    const { router } = renderTrip('/trip/choose');
    await screen.findByText('choose page at choosing');
    expect(screen.getByRole('link', { name: enFlowHost.chartLink }).getAttribute('href')).toContain('machine=trip');
    act(() => actor!.send({ type: 'next' }));
    await screen.findByText('details page at naming');
    expect(router.state.location.pathname).toBe('/trip/details');
    // A step on the same page, or one shown wherever the traveller is, stays where it is.
    act(() => actor!.send({ type: 'next' }));
    await screen.findByText('details page at checking');
    expect(router.state.location.pathname).toBe('/trip/details');
  });

  it('does not move when several events pass a step of another page in one go', async () => {
    const { router } = renderTrip('/trip/details');
    await screen.findByText('details page at choosing');
    act(() => actor!.send({ type: 'next' }));
    await screen.findByText('details page at naming');
    act(() => {
      actor!.send({ type: 'back' });
      actor!.send({ type: 'next' });
      actor!.send({ type: 'next' });
    });
    await screen.findByText('details page at checking');
    expect(router.state.location.pathname).toBe('/trip/details');
  });

  it('resumes at the same step after a reload, and starts afresh once the layout is left and the flow is new', async () => {
    const first = renderTrip('/trip/choose');
    await screen.findByText('choose page at choosing');
    act(() => actor!.send({ type: 'next' }));
    await screen.findByText('details page at naming');
    first.unmount();

    const reloaded = renderTrip('/trip/details');
    await screen.findByText('details page at naming');
    expect(reloaded.toasts()).toEqual([]);
    // Leaving the layout stops its actor; the saved step still waits for the next visit.
    await act(() => reloaded.router.history.push('/home'));
    await screen.findByText('home');
    await act(() => reloaded.router.history.push('/trip/details'));
    await screen.findByText('details page at naming');
  });

  it('resumes an invoked chart at its own step after a reload', async () => {
    const first = renderTrip('/trip/details');
    await screen.findByText('details page at choosing');
    act(() => {
      actor!.send({ type: 'next' });
      actor!.send({ type: 'next' });
    });
    await screen.findByText('details page at checking');
    act(() => actor!.getSnapshot().children.check!.send({ type: 'confirm' }));
    first.unmount();

    renderTrip('/trip/details');
    await screen.findByText('details page at checking');
    expect(actor!.getSnapshot().children.check?.getSnapshot().value).toBe('confirmed');
  });

  it('keeps nothing of a flow not remembered across reloads: a reload starts it afresh, and an old saved one is dropped', async () => {
    window.sessionStorage.setItem('private-trip.flow', JSON.stringify({ version: 1, snapshot: { status: 'active' } }));
    const first = renderTrip('/trip/choose', PrivateTripFlow);
    await screen.findByText('choose page at choosing');
    act(() => actor!.send({ type: 'next' }));
    await screen.findByText('choose page at naming');
    expect(window.sessionStorage.getItem('private-trip.flow')).toBeNull();
    first.unmount();
    const reloaded = renderTrip('/trip/choose', PrivateTripFlow);
    await screen.findByText('choose page at choosing');
    expect(reloaded.toasts()).toEqual([]);
  });

  it('starts afresh with a notice, never a crash, from a snapshot of an old version or a damaged one', async () => {
    for (const saved of [
      JSON.stringify({ version: 2, snapshot: { status: 'active', value: 'naming', context: {}, children: {} } }),
      '{"version":3,"snapshot":{"status":"active","value":"flying"}}',
      '{oops',
    ]) {
      window.sessionStorage.setItem('trip.flow', saved);
      const view = renderTrip('/trip/choose');
      await screen.findByText('choose page at choosing');
      await waitFor(() => expect(view.toasts()).toEqual([enFlowHost.restarted]));
      expect(JSON.parse(window.sessionStorage.getItem('trip.flow')!)).toMatchObject({
        version: 3,
        snapshot: { value: 'choosing' },
      });
      view.unmount();
    }
  });
});
