import { describe, expect, it } from 'vitest';
import { describeMachine } from './machine-chart';
import { sampleTripMachine } from '../../flows-viewer/examples/sample-trip.machine';
import { checkInMachine } from '../check-in.machine';

const chart = describeMachine(sampleTripMachine);
const state = (id: string) => chart.states.find((candidate) => candidate.id === `sampleTrip.${id}`)!;
const transitionsFrom = (id: string) =>
  chart.transitions.filter((transition) => transition.sourceId === `sampleTrip.${id}`);

describe('a machine described as a chart', () => {
  it('lists every state with its kind, parent, initial mark and invoked actors', () => {
    expect(chart.states).toHaveLength(17);
    expect(state('searching')).toMatchObject({
      type: 'atomic',
      parentId: undefined,
      isInitial: true,
      invokes: [{ id: 'findFlights', src: 'findFlights' }],
    });
    expect(state('choosing')).toMatchObject({ type: 'parallel', isInitial: false, isRegion: false });
    expect(state('choosing.fare')).toMatchObject({
      type: 'compound',
      isRegion: true,
      isInitial: false,
      parentId: 'sampleTrip.choosing',
    });
    expect(state('choosing.fare.economy')).toMatchObject({ isInitial: true, depth: 2 });
    expect(state('paying.paid')).toMatchObject({ type: 'final', isInitial: false });
  });

  it('classifies transitions by what triggers them, with guards and targets', () => {
    expect(
      transitionsFrom('searching').map(({ kind, subject, guard, targetIds }) => ({ kind, subject, guard, targetIds })),
    ).toEqual([
      { kind: 'doneActor', subject: 'findFlights', guard: 'hasFlights', targetIds: ['sampleTrip.choosing'] },
      { kind: 'doneActor', subject: 'findFlights', guard: undefined, targetIds: ['sampleTrip.noFlights'] },
      { kind: 'errorActor', subject: 'findFlights', guard: undefined, targetIds: ['sampleTrip.searchFailed'] },
    ]);
    expect(transitionsFrom('searchFailed').map(({ kind, subject, guard }) => ({ kind, subject, guard }))).toEqual([
      { kind: 'after', subject: 'SEARCH_RETRY_DELAY', guard: 'canRetrySearch' },
      { kind: 'after', subject: 'SEARCH_RETRY_DELAY', guard: undefined },
    ]);
    expect(transitionsFrom('paying').map(({ kind, targetIds }) => ({ kind, targetIds }))).toEqual(
      expect.arrayContaining([
        { kind: 'doneState', targetIds: ['sampleTrip.ticketed'] },
        { kind: 'after', targetIds: ['sampleTrip.expired'] },
      ]),
    );
  });

  it('gives each transition a key of its own', () => {
    expect(new Set(chart.transitions.map((transition) => transition.key)).size).toBe(chart.transitions.length);
  });

  it('keeps each state’s tags, so the viewer shows the page a state names', () => {
    const seats = describeMachine(checkInMachine).states.find((candidate) => candidate.key === 'choosingSeats');
    expect(seats?.tags).toEqual(['page:seats']);
  });
});
