import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkInMachine } from './check-in.machine';
import type { CheckInEvent } from './check-in-context';
import { checkInSimulation, sampleCheckInTrip, sampleSeatMap } from './check-in-simulation';
import { measureCoverage } from './testing/flow-coverage';
import { possibleEvents } from './testing/possible-events';

type ActorId = 'findTrip' | 'loadSeatMap' | 'checkIn' | 'loadBoardingPasses' | 'cancelCheckIn';

/** The chart with every call held open until the test settles it, and each call's input recorded. */
function startCheckIn() {
  const pending = new Map<ActorId, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const inputs: { id: ActorId; input: unknown }[] = [];
  // Each call's output is whatever the test settles it with, so the held actors are typed loosely.
  const held = (id: ActorId) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    fromPromise<any, any>(({ input }) => {
      inputs.push({ id, input });
      return new Promise((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
    });
  const machine = checkInMachine.provide({
    actors: {
      findTrip: held('findTrip'),
      loadSeatMap: held('loadSeatMap'),
      checkIn: held('checkIn'),
      loadBoardingPasses: held('loadBoardingPasses'),
      cancelCheckIn: held('cancelCheckIn'),
    },
  });
  const actor = createActor(machine).start();
  const settle = async (id: ActorId, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(id);
    if (!call) throw new Error(`${id} is not running`);
    pending.delete(id);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const send = (...events: CheckInEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, settle, send, inputs, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

async function atSeatMap() {
  const run = startCheckIn();
  run.send({ type: 'trip.find', query: { by: 'document', certNo: '130102199001011234', name: '张伟' } });
  await run.settle('findTrip', { output: sampleCheckInTrip });
  run.send({ type: 'passenger.toggle', passengerId: 'adult' }, { type: 'passengers.confirm' });
  await run.settle('loadSeatMap', { output: sampleSeatMap });
  return run;
}

async function atBoardingPass() {
  const run = await atSeatMap();
  run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
  await run.settle('checkIn', { output: [{ seatNo: '2B' }] });
  return run;
}

describe('when finding the trip', () => {
  it('looks the trip up by the query given and keeps a failure as a state with retry and back', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    expect(run.inputs).toEqual([{ id: 'findTrip', input: { by: 'ticket', ticketNo: '8801234567890' } }]);
    await run.settle('findTrip', { error: { code: 'TICKET_NOT_FOUND', message: '未找到客票' } });
    expect(run.state()).toBe('tripLookupFailed');
    expect(run.context().failure).toEqual({ code: 'TICKET_NOT_FOUND', message: '未找到客票' });
    run.send({ type: 'retry' });
    expect(run.state()).toBe('lookingUpTrip');
    await run.settle('findTrip', { error: new TypeError('fetch failed') });
    expect(run.context().failure).toEqual({ code: 'UNREACHABLE' });
    run.send({ type: 'back' });
    expect(run.state()).toBe('findingTrip');
    expect(run.context().failure).toBeUndefined();
  });
});

describe('when choosing passengers', () => {
  it('lets only passengers who may check in be chosen, and needs one', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    await run.settle('findTrip', { output: sampleCheckInTrip });
    run.send({ type: 'passengers.confirm' });
    expect(run.state()).toBe('choosingPassengers');
    run.send({ type: 'passenger.toggle', passengerId: 'late' }, { type: 'passenger.toggle', passengerId: 'done' }, { type: 'passenger.toggle', passengerId: 'child' });
    expect(run.context().chosenIds).toEqual(['child']);
    run.send({ type: 'passenger.toggle', passengerId: 'child' });
    expect(run.context().chosenIds).toEqual([]);
  });

  it('opens the boarding pass of a passenger already checked in, with their seat', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    await run.settle('findTrip', { output: sampleCheckInTrip });
    run.send({ type: 'boardingPass.open', passengerId: 'adult' });
    expect(run.state()).toBe('choosingPassengers');
    run.send({ type: 'boardingPass.open', passengerId: 'done' });
    expect(run.context()).toMatchObject({ chosenIds: ['done'], seats: { done: '2A' } });
    await run.settle('loadBoardingPasses', { output: [{ seatNo: '2A' }] });
    expect(run.state()).toBe('boardingPass');
  });
});

describe('when choosing seats', () => {
  it('refuses an exit row to a passenger who asked for assistance, with the reason, and takes a free seat', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    await run.settle('findTrip', { output: sampleCheckInTrip });
    run.send({ type: 'passenger.toggle', passengerId: 'adult' }, { type: 'passenger.assistance', passengerId: 'adult', needed: true }, { type: 'passengers.confirm' });
    await run.settle('loadSeatMap', { output: sampleSeatMap });
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '1A' });
    expect(run.context()).toMatchObject({ seats: {}, notice: 'EXIT_ROW_ASSISTANCE' });
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '1B' });
    expect(run.context().notice).toBe('SEAT_UNAVAILABLE');
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' });
    expect(run.context()).toMatchObject({ seats: { adult: '2B' }, notice: undefined });
  });

  it('does not confirm until every chosen passenger has a seat', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seats.confirm' });
    expect(run.state()).toBe('choosingSeats');
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '1A' }, { type: 'seats.confirm' });
    expect(run.state()).toBe('confirming');
  });

  it('keeps a failed map load as a state: retry loads again, back returns to the passengers', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    await run.settle('findTrip', { output: sampleCheckInTrip });
    run.send({ type: 'passenger.toggle', passengerId: 'adult' }, { type: 'passengers.confirm' });
    await run.settle('loadSeatMap', { error: { code: 'UNREACHABLE' } });
    expect(run.state()).toBe('seatMapFailed');
    run.send({ type: 'retry' });
    await run.settle('loadSeatMap', { error: { code: 'UNREACHABLE' } });
    run.send({ type: 'back' });
    expect(run.state()).toBe('choosingPassengers');
  });
});

describe('when checking in', () => {
  it('sends each passenger with the seat and the assistance asked for', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    expect(run.inputs.at(-1)).toEqual({
      id: 'checkIn',
      input: { trip: sampleCheckInTrip, changing: false, choices: [{ passengerId: 'adult', seatNo: '2B', needsAssistance: false }] },
    });
  });

  it('ignores a new search while the check-in is on its way', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } });
    expect(run.state()).toBe('checkingIn');
  });

  it('after losing the seat to someone faster, reloads the map, lets the seat go and says why', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    await run.settle('checkIn', { error: { code: 'SEAT_TAKEN', message: '座位刚被选走', seatNos: ['2B'] } });
    expect(run.state()).toBe('loadingSeatMap');
    expect(run.context()).toMatchObject({ seats: {}, notice: 'SEAT_TAKEN' });
    const takenMap = { cabins: [{ rows: [{ seats: [{ seatNo: '2B', availability: 'occupied', exitRow: false }] }] }] };
    await run.settle('loadSeatMap', { output: takenMap });
    expect(run.state()).toBe('choosingSeats');
    expect(run.context().notice).toBe('SEAT_TAKEN');
  });

  it('keeps any other failure as a state with retry and back', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    await run.settle('checkIn', { error: { code: 'CHECK_IN_CLOSED' } });
    expect(run.state()).toBe('checkInFailed');
    run.send({ type: 'back' });
    expect(run.state()).toBe('confirming');
  });
});

describe('from the boarding pass', () => {
  it('changes seat: the own seat may be kept, a new one is checked in as a change', async () => {
    const run = await atBoardingPass();
    expect(run.context().boardingPasses).toEqual([{ seatNo: '2B' }]);
    run.send({ type: 'seat.change' });
    const mapWithOwnSeat = { cabins: [{ rows: [{ seats: [{ seatNo: '2B', availability: 'occupied', exitRow: false }, { seatNo: '2C', availability: 'free', exitRow: false }] }] }] };
    await run.settle('loadSeatMap', { output: mapWithOwnSeat });
    expect(run.context().seats).toEqual({ adult: '2B' });
    run.send({ type: 'seat.choose', passengerId: 'adult', seatNo: '2C' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    expect(run.inputs.at(-1)).toMatchObject({ id: 'checkIn', input: { changing: true, choices: [{ seatNo: '2C' }] } });
    await run.settle('checkIn', { output: [{ seatNo: '2C' }] });
    expect(run.context()).toMatchObject({ changing: false, boardingPasses: [{ seatNo: '2C' }] });
  });

  it('going back from a seat change returns to the boarding pass', async () => {
    const run = await atBoardingPass();
    run.send({ type: 'seat.change' });
    await run.settle('loadSeatMap', { output: sampleSeatMap });
    run.send({ type: 'back' });
    expect(run.state()).toBe('boardingPass');
    expect(run.context().changing).toBe(false);
  });

  it('cancels only after the confirmation, and a failed cancel can be retried', async () => {
    const run = await atBoardingPass();
    run.send({ type: 'checkIn.cancel' }, { type: 'cancel.dismiss' });
    expect(run.state()).toBe('boardingPass');
    run.send({ type: 'checkIn.cancel' }, { type: 'cancel.confirm' });
    expect(run.inputs.at(-1)).toEqual({ id: 'cancelCheckIn', input: { trip: sampleCheckInTrip, passengerIds: ['adult'] } });
    await run.settle('cancelCheckIn', { error: { code: 'UNREACHABLE' } });
    run.send({ type: 'retry' });
    await run.settle('cancelCheckIn', { output: undefined });
    expect(run.actor.getSnapshot().status).toBe('done');
  });
});

describe('paths from the graph', () => {
  const entry = { id: 'check-in', machine: checkInMachine, simulation: checkInSimulation };
  // One shortest path per state value: told apart by context too, the graph has thousands of snapshots.
  const paths = getShortestPaths(checkInMachine, {
    events: (snapshot) => possibleEvents(snapshot, entry) as CheckInEvent[],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });

  it('reach every state of the chart', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(checkInMachine.root.states).sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || 'start', path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const run = startCheckIn();
      for (const step of path.steps) {
        const event = step.event as { type: string };
        const [, outcome, , id] = event.type.split('.');
        if (event.type === 'xstate.init') continue;
        if (outcome === 'done' && event.type.startsWith('xstate.')) await run.settle(id as ActorId, { output: (event as { output?: unknown }).output });
        else if (outcome === 'error' && event.type.startsWith('xstate.')) await run.settle(id as ActorId, { error: (event as { error?: unknown }).error });
        else run.send(event as unknown as CheckInEvent);
      }
      expect(run.state()).toEqual(path.state.value);
    },
  );

  it('cover every state and transition on the flows coverage', () => {
    const coverage = measureCoverage(entry);
    expect({ states: coverage.statePercent, transitions: coverage.transitionPercent, complete: coverage.complete }).toEqual({ states: 100, transitions: 100, complete: true });
  });
});
