import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleTripEntry } from '../../../machines/testing/sample-registry';
import enFlows from '../../i18n/locales/en/flows.json';
import { system } from '../../ui/theme/system';
import { liveInspect } from '../../ui/live-inspect';
import { MachineView } from './machine-view';

afterEach(cleanup);
beforeAll(() => {
  // React Flow measures its pane; jsdom has no layout, so an observer that never reports is enough.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderView() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', initAsync: false, resources: { en: { translation: { flows: enFlows } } }, interpolation: { escapeValue: false } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <MachineView entry={sampleTripEntry} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('a machine on /flows', () => {
  it('draws the chart and steps through the flow with undo', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderView();
    // ELK's first layout in jsdom takes a few seconds.
    expect(await screen.findByRole('figure', { name: 'Statechart of sampleTrip' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('"searching"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'findFlights succeeds ({"count":3})' }));
    expect(screen.getByText('{"choosing":{"fare":"economy","baggage":"cabinOnly"}}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fare.upgrade' }));
    expect(screen.getByText('{"choosing":{"fare":"business","baggage":"cabinOnly"}}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('{"choosing":{"fare":"economy","baggage":"cabinOnly"}}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('No steps taken yet.')).toBeInTheDocument();
  });

  it('follows an actor of the same machine running elsewhere', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(screen.getByText('This flow is not running anywhere right now.')).toBeInTheDocument();
    const actor = createActor(sampleTripEntry.machine, { inspect: liveInspect }).start();
    actor.send({ type: 'xstate.error.actor.findFlights', error: new Error('offline') } as never);
    const session = (await screen.findByText(new RegExp(`^${actor.sessionId} · `))).closest('button')!;
    await waitFor(() => expect(within(session).getByText('"searchFailed"')).toBeInTheDocument());
    expect(session).toHaveAttribute('aria-pressed', 'true');
    expect(within(session).getByText('running')).toBeInTheDocument();
    actor.stop();
  });
});
