import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleTripEntry } from '../examples/sample-registry';
import enFlows from '../locales/en/flows.json';
import { renderWithCatalogues } from '../../src/ui/testing/render-with-catalogues';
import { liveInspect } from '../../src/ui/live-inspect';
import { MachineView } from './machine-view';

beforeAll(() => {
  // React Flow measures its pane; jsdom has no layout, so an observer that never reports is enough.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderView() {
  return renderWithCatalogues(<MachineView entry={sampleTripEntry} />, 'en', { flows: enFlows });
}

describe('a machine on /flows', () => {
  it(
    'draws the chart with human names, and steps through the flow by named buttons with undo',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderView();
      // ELK's first layout in jsdom takes a few seconds.
      const chart = await screen.findByRole('figure', { name: 'Statechart of Notation example' }, { timeout: 20_000 });
      expect(within(chart).getAllByText('Economy').length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: 'Legend' })).toBeInTheDocument();
      const current = () => screen.getByRole('list', { name: 'Current state' });
      expect(within(current()).getByText('Searching')).toBeInTheDocument();
      // findFlights can succeed with flights and without: two buttons, told apart by where each goes.
      await user.click(screen.getByRole('button', { name: 'Find flights succeeds → Choosing' }));
      expect(within(current()).getByText('Economy')).toBeInTheDocument();
      expect(within(current()).getByText('Cabin bag only')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upgrade' }));
      expect(within(current()).getByText('Business')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(within(current()).getByText('Economy')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Start over' }));
      expect(screen.getByText('No steps taken yet.')).toBeInTheDocument();
    },
  );

  it('follows an actor of the same machine running elsewhere', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(screen.getByText('This flow is not running anywhere right now.')).toBeInTheDocument();
    const actor = createActor(sampleTripEntry.machine, { inspect: liveInspect }).start();
    actor.send({ type: 'xstate.error.actor.findFlights', error: new Error('offline') } as never);
    const session = (await screen.findByText(new RegExp(`^${actor.sessionId} · `))).closest('button')!;
    await waitFor(() => expect(within(session).getByText('"searchFailed"')).toBeInTheDocument());
    expect(within(session).getByText('Search failed')).toBeInTheDocument();
    expect(session).toHaveAttribute('aria-pressed', 'true');
    expect(within(session).getByText('running')).toBeInTheDocument();
    actor.stop();
  });
});
