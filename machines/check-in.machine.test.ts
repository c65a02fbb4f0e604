import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SeatCell, SeatMapReply } from '../contract/calls/check-in-replies';
import { checkInMachine } from './check-in.machine';
import type { CheckInEvent } from './check-in-context';
import { checkInSimulation, sampleCheckInTrip, sampleSeatMap } from './check-in.simulation';
import { measureCoverage } from './graph/flow-coverage';
import { possibleEvents } from './graph/possible-events';

type ActorId = 'findTrip' | 'loadSeatMap' | 'checkIn' | 'loadBoardingPasses' | 'cancelCheckIn';

/** The chart with every call held open until the test settles it, and each call's input recorded. */
function startCheckIn() {
  const pending = new Map<ActorId, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const inputs: { id: ActorId; input: unknown }[] = [];
  // Each call's output is whatever the test settles it with, so the held actors are typed loosely.
  const held = (id: ActorId) =>
    fromPromise<any, any>(({ input }) => {
      inputs.push({ id, input });
      return new Promise((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
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
  return {
    actor,
    settle,
    send,
    inputs,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

/** The sample map with one seat changed. */
function withSeat(seat: string, facts: Partial<SeatCell>): SeatMapReply {
  const cabins = sampleSeatMap.cabins.map((cabin) => ({
    ...cabin,
    rows: cabin.rows.map((row) => ({
      ...row,
      groups: row.groups.map((group) => group.map((cell) => (cell?.seat === seat ? { ...cell, ...facts } : cell))),
    })),
  }));
  return { ...sampleSeatMap, cabins };
}

async function atSeatMap() {
  const run = startCheckIn();
  run.send({ type: 'trip.find', query: { by: 'document', documentNo: '130102199001011234', name: '张伟' } });
  await run.settle('findTrip', { output: [sampleCheckInTrip] });
  run.send({ type: 'passenger.toggle', couponId: 1 }, { type: 'passengers.confirm' });
  await run.settle('loadSeatMap', { output: sampleSeatMap });
  return run;
}

async function atBoardingPass() {
  const run = await atSeatMap();
  run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
  await run.settle('checkIn', { output: [{ seat: '2B' }] });
  return run;
}

describe('when finding the trip', () => {
  it('looks the trip up by the query given and keeps a failure as a state with retry and back', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    expect(run.inputs).toEqual([
      { id: 'findTrip', input: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } },
    ]);
    await run.settle('findTrip', { error: { code: 'TRIP_NOT_FOUND', message: '未找到客票' } });
    expect(run.state()).toBe('tripLookupFailed');
    expect(run.context().failure).toEqual({ code: 'TRIP_NOT_FOUND', message: '未找到客票' });
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
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    await run.settle('findTrip', { output: [sampleCheckInTrip] });
    run.send({ type: 'passengers.confirm' });
    expect(run.state()).toBe('choosingPassengers');
    run.send(
      { type: 'passenger.toggle', couponId: 3 },
      { type: 'passenger.toggle', couponId: 4 },
      { type: 'passenger.toggle', couponId: 2 },
    );
    expect(run.context().chosenIds).toEqual([2]);
    run.send({ type: 'passenger.toggle', couponId: 2 });
    expect(run.context().chosenIds).toEqual([]);
  });

  it('opens the boarding pass of a passenger already checked in, with their seat', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    await run.settle('findTrip', { output: [sampleCheckInTrip] });
    run.send({ type: 'boardingPass.open', couponId: 1 });
    expect(run.state()).toBe('choosingPassengers');
    run.send({ type: 'boardingPass.open', couponId: 4 });
    expect(run.context()).toMatchObject({ chosenIds: [4], seats: { 4: '2A' } });
    await run.settle('loadBoardingPasses', { output: [{ seat: '2A' }] });
    expect(run.state()).toBe('boardingPass');
  });
});

describe('when choosing seats', () => {
  it('asks the map for the passengers with their assistance, refuses what the map refuses them, and takes a free seat', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    await run.settle('findTrip', { output: [sampleCheckInTrip] });
    run.send(
      { type: 'passenger.toggle', couponId: 1 },
      { type: 'passenger.assistance', couponId: 1, needed: true },
      { type: 'passengers.confirm' },
    );
    expect(run.inputs.at(-1)).toEqual({ id: 'loadSeatMap', input: { couponIds: [1], assistance: [1] } });
    await run.settle('loadSeatMap', { output: sampleSeatMap });
    run.send({ type: 'seat.choose', couponId: 1, seat: '1A' });
    expect(run.context()).toMatchObject({ seats: {}, notice: 'EXIT_ROW_withInfant' });
    run.send({ type: 'seat.choose', couponId: 1, seat: '2A' });
    expect(run.context().notice).toBe('SEAT_UNAVAILABLE');
    run.send({ type: 'seat.choose', couponId: 1, seat: '1B' });
    expect(run.context().notice).toBe('SEAT_UNAVAILABLE');
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' });
    expect(run.context()).toMatchObject({ seats: { 1: '2B' }, notice: undefined });
  });

  it('does not confirm until every chosen passenger has a seat', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seats.confirm' });
    expect(run.state()).toBe('choosingSeats');
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' });
    expect(run.state()).toBe('confirming');
  });

  it('keeps a failed map load as a state: retry loads again, back returns to the passengers', async () => {
    const run = startCheckIn();
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    await run.settle('findTrip', { output: [sampleCheckInTrip] });
    run.send({ type: 'passenger.toggle', couponId: 1 }, { type: 'passengers.confirm' });
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
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    expect(run.inputs.at(-1)).toEqual({
      id: 'checkIn',
      input: { couponIds: [1], seats: [{ couponId: 1, seat: '2B' }], assistance: [] },
    });
  });

  it('ignores a new search while the check-in is on its way', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    expect(run.state()).toBe('checkingIn');
  });

  it('after losing the seat to someone faster, reloads the map, lets the seat go and says why', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    await run.settle('checkIn', { error: { code: 'SEAT_TAKEN', message: '座位刚被选走', seats: ['2B'] } });
    expect(run.state()).toBe('loadingSeatMap');
    expect(run.context()).toMatchObject({ seats: {}, notice: 'SEAT_TAKEN' });
    await run.settle('loadSeatMap', { output: withSeat('2B', { status: 'occupied' }) });
    expect(run.state()).toBe('choosingSeats');
    expect(run.context().notice).toBe('SEAT_TAKEN');
  });

  it('keeps any other failure as a state with retry and back', async () => {
    const run = await atSeatMap();
    run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
    await run.settle('checkIn', { error: { code: 'CHECKIN_NOT_ELIGIBLE' } });
    expect(run.state()).toBe('checkInFailed');
    run.send({ type: 'back' });
    expect(run.state()).toBe('confirming');
  });
});

describe('from the boarding pass', () => {
  it('changes seat: the own seat may be kept, a new one is checked in as a change', async () => {
    const run = await atBoardingPass();
    expect(run.context().boardingPasses).toEqual([{ seat: '2B' }]);
    run.send({ type: 'seat.change' });
    await run.settle('loadSeatMap', { output: withSeat('2B', { status: 'mine', couponId: 1 }) });
    expect(run.context()).toMatchObject({ changing: true, seats: { 1: '2B' } });
    run.send({ type: 'seat.choose', couponId: 1, seat: '2A' });
    expect(run.context().notice).toBe('SEAT_UNAVAILABLE');
    run.send(
      { type: 'seat.choose', couponId: 1, seat: '1A' },
      { type: 'seat.choose', couponId: 1, seat: '2B' },
      { type: 'seats.confirm' },
      { type: 'checkIn.submit' },
    );
    expect(run.inputs.at(-1)).toMatchObject({
      id: 'checkIn',
      input: { couponIds: [1], seats: [{ couponId: 1, seat: '2B' }] },
    });
    await run.settle('checkIn', { output: [{ seat: '2B' }] });
    expect(run.context()).toMatchObject({ changing: false, boardingPasses: [{ seat: '2B' }] });
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
    expect(run.inputs.at(-1)).toEqual({ id: 'cancelCheckIn', input: { couponIds: [1], assistance: [] } });
    await run.settle('cancelCheckIn', { error: { code: 'UNREACHABLE' } });
    run.send({ type: 'retry' });
    await run.settle('cancelCheckIn', { output: undefined });
    expect(run.state()).toBe('cancelled');
    run.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890', nameOrDocumentNo: '张伟' } });
    expect(run.state()).toBe('lookingUpTrip');
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
        if (outcome === 'done' && event.type.startsWith('xstate.'))
          await run.settle(id as ActorId, { output: (event as { output?: unknown }).output });
        else if (outcome === 'error' && event.type.startsWith('xstate.'))
          await run.settle(id as ActorId, { error: (event as { error?: unknown }).error });
        else run.send(event as unknown as CheckInEvent);
      }
      expect(run.state()).toEqual(path.state.value);
    },
  );

  it('cover every state and transition on the flows coverage', () => {
    const coverage = measureCoverage(entry);
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
    }).toEqual({ states: 100, transitions: 100, complete: true });
  });
});
