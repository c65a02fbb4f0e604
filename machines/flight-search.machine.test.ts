import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  flightSearchMachine,
  problemsOf,
  type FlightSearchEvent,
  type FlightSearchInput,
} from './flight-search.machine';

const input: FlightSearchInput = {
  today: '2026-03-10',
  domesticCodes: ['SJW', 'CAN', 'PEK'],
  knownCodes: ['SJW', 'CAN', 'PEK', 'BKK'],
};

function start(actions: { startSearch?: () => void; reportProblems?: () => void } = {}) {
  const machine = flightSearchMachine.provide({
    actions: { startSearch: actions.startSearch ?? (() => {}), reportProblems: actions.reportProblems ?? (() => {}) },
  });
  return createActor(machine, { input }).start();
}

function send(events: FlightSearchEvent[], actions?: Parameters<typeof start>[0]) {
  const actor = start(actions);
  events.forEach((event) => actor.send(event));
  return actor;
}

const validRoute: FlightSearchEvent[] = [
  { type: 'origin.select', code: 'SJW' },
  { type: 'destination.select', code: 'CAN' },
];

describe('when the date picker is closed', () => {
  it('starts closed, one way from today', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.matches({ datePicker: 'closed' })).toBe(true);
    expect(snapshot.context).toMatchObject({ tripType: 'oneWay', startDate: '2026-03-10', adults: 1 });
  });

  it('ignores a chosen date', () => {
    const actor = send([{ type: 'date.choose', date: '2026-03-12' }]);
    expect(actor.getSnapshot().context.startDate).toBe('2026-03-10');
  });
});

describe('when choosing the start date', () => {
  it('choosing a date closes the date picker and sets the start date', () => {
    const actor = send([
      { type: 'datePicker.open', target: 'start' },
      { type: 'date.choose', date: '2026-03-15' },
    ]);
    expect(actor.getSnapshot().matches({ datePicker: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.startDate).toBe('2026-03-15');
  });

  it('refuses a past day or a day beyond the booking window and stays open', () => {
    const actor = send([
      { type: 'datePicker.open', target: 'start' },
      { type: 'date.choose', date: '2026-03-09' },
      { type: 'date.choose', date: '2026-06-09' },
    ]);
    expect(actor.getSnapshot().matches({ datePicker: 'choosingStart' })).toBe(true);
    expect(actor.getSnapshot().context.startDate).toBe('2026-03-10');
  });

  it('moves a return that would come before the new departure', () => {
    const actor = send([
      { type: 'trip.type', tripType: 'roundTrip' },
      { type: 'datePicker.open', target: 'start' },
      { type: 'date.choose', date: '2026-03-20' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ startDate: '2026-03-20', endDate: '2026-03-20' });
  });

  it('closes without a change', () => {
    const actor = send([{ type: 'datePicker.open', target: 'start' }, { type: 'datePicker.close' }]);
    expect(actor.getSnapshot().matches({ datePicker: 'closed' })).toBe(true);
  });
});

describe('when choosing the return date', () => {
  it('a round trip gets a default return three days on', () => {
    expect(send([{ type: 'trip.type', tripType: 'roundTrip' }]).getSnapshot().context.endDate).toBe('2026-03-13');
  });

  it('refuses a return before the departure', () => {
    const actor = send([
      { type: 'datePicker.open', target: 'start' },
      { type: 'date.choose', date: '2026-03-15' },
      { type: 'datePicker.open', target: 'end' },
      { type: 'date.choose', date: '2026-03-14' },
    ]);
    expect(actor.getSnapshot().matches({ datePicker: 'choosingEnd' })).toBe(true);
    actor.send({ type: 'date.choose', date: '2026-03-18' });
    expect(actor.getSnapshot().context.endDate).toBe('2026-03-18');
    expect(actor.getSnapshot().matches({ datePicker: 'closed' })).toBe(true);
  });
});

describe('cities', () => {
  it('starts from the hub, and with no city where the network lacks it', () => {
    expect(start().getSnapshot().context.origin).toBe('SJW');
    expect(start().getSnapshot().context.destination).toBeUndefined();
    const elsewhere = { ...input, domesticCodes: ['CAN', 'PEK'], knownCodes: ['CAN', 'PEK', 'BKK'] };
    expect(createActor(flightSearchMachine, { input: elsewhere }).start().getSnapshot().context.origin).toBeUndefined();
  });

  it('swaps origin and destination', () => {
    const actor = send([...validRoute, { type: 'route.swap' }]);
    expect(actor.getSnapshot().context).toMatchObject({ origin: 'CAN', destination: 'SJW' });
  });

  it('offers international cities only on an international search, and drops them when going back', () => {
    const actor = send([{ type: 'destination.select', code: 'BKK' }]);
    expect(actor.getSnapshot().context.destination).toBeUndefined();
    actor.send({ type: 'trip.region', region: 'international' });
    actor.send({ type: 'destination.select', code: 'BKK' });
    expect(actor.getSnapshot().context.destination).toBe('BKK');
    actor.send({ type: 'trip.region', region: 'domestic' });
    expect(actor.getSnapshot().context.destination).toBeUndefined();
  });

  it('asks an international search for an international city', () => {
    const actor = send([{ type: 'trip.region', region: 'international' }, ...validRoute]);
    expect(problemsOf(actor.getSnapshot().context)).toEqual([
      { field: 'destination', message: 'home.search.errors.needsInternationalCity' },
    ]);
  });
});

describe('passengers', () => {
  it('refuses more infants than adults and fewer than one adult', () => {
    const actor = send([
      { type: 'passengers.set', kind: 'infants', count: 1 },
      { type: 'passengers.set', kind: 'infants', count: 2 },
      { type: 'passengers.set', kind: 'adults', count: 0 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ adults: 1, infants: 1 });
  });
});

describe('when submitting', () => {
  it('shows the problems instead of searching, then searches once they are fixed', () => {
    const startSearch = vi.fn();
    const reportProblems = vi.fn();
    const actor = send([{ type: 'search.submit' }], { startSearch, reportProblems });
    expect(actor.getSnapshot().matches({ problems: 'shown' })).toBe(true);
    expect(reportProblems).toHaveBeenCalledOnce();
    expect(startSearch).not.toHaveBeenCalled();
    validRoute.forEach((event) => actor.send(event));
    actor.send({ type: 'search.submit' });
    expect(startSearch).toHaveBeenCalledOnce();
  });
});

describe('the chart', () => {
  it('reaches every date-picker and problems state', () => {
    const events: FlightSearchEvent[] = [
      { type: 'datePicker.open', target: 'start' },
      { type: 'datePicker.open', target: 'end' },
      { type: 'datePicker.close' },
      { type: 'date.choose', date: '2026-03-12' },
      { type: 'search.submit' },
    ];
    const paths = getShortestPaths(flightSearchMachine, {
      input,
      events,
      serializeState: (state) => JSON.stringify(state.value),
    });
    const reached = paths.map((path) => JSON.stringify(path.state.value));
    for (const picker of ['closed', 'choosingStart', 'choosingEnd']) {
      for (const problems of ['quiet', 'shown'])
        expect(reached).toContain(JSON.stringify({ datePicker: picker, problems }));
    }
  });
});
