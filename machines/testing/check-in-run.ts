import { createActor } from 'xstate';
import type { SeatCell, SeatMapReply } from '../../contract/calls/check-in-replies';
import { checkInMachine } from '../check-in.machine';
import type { CheckInEvent } from '../check-in-context';
import { sampleCheckInTrip, sampleSeatMap } from '../check-in.simulation';
import { heldCalls } from './held-calls';

export type ActorId = 'findTrip' | 'loadSeatMap' | 'checkIn' | 'loadBoardingPasses' | 'cancelCheckIn';

/** The chart with every call held open until the test settles it, and each call's input recorded. */
export function startCheckIn() {
  const { held, settle, inputs } = heldCalls<ActorId>();
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
