import { createActor, fromPromise } from 'xstate';
import type { SeatCell, SeatMapReply } from '../../contract/calls/check-in-replies';
import { checkInMachine } from '../check-in.machine';
import type { CheckInEvent } from '../check-in-context';
import { sampleCheckInTrip, sampleSeatMap } from '../check-in.simulation';

export type ActorId = 'findTrip' | 'loadSeatMap' | 'checkIn' | 'loadBoardingPasses' | 'cancelCheckIn';

/** The chart with every call held open until the test settles it, and each call's input recorded. */
export function startCheckIn() {
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
export function withSeat(seat: string, facts: Partial<SeatCell>): SeatMapReply {
  const cabins = sampleSeatMap.cabins.map((cabin) => ({
    ...cabin,
    rows: cabin.rows.map((row) => ({
      ...row,
      groups: row.groups.map((group) => group.map((cell) => (cell?.seat === seat ? { ...cell, ...facts } : cell))),
    })),
  }));
  return { ...sampleSeatMap, cabins };
}

export async function atSeatMap() {
  const run = startCheckIn();
  run.send({ type: 'trip.find', query: { by: 'document', documentNo: '130102199001011234', name: '张伟' } });
  await run.settle('findTrip', { output: [sampleCheckInTrip] });
  run.send({ type: 'passenger.toggle', couponId: 1 }, { type: 'passengers.confirm' });
  await run.settle('loadSeatMap', { output: sampleSeatMap });
  return run;
}

export async function atBoardingPass() {
  const run = await atSeatMap();
  run.send({ type: 'seat.choose', couponId: 1, seat: '2B' }, { type: 'seats.confirm' }, { type: 'checkIn.submit' });
  await run.settle('checkIn', { output: [{ seat: '2B' }] });
  return run;
}
