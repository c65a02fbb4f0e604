import { describe, expect, it } from 'vitest';
import { sampleCheckInTrip } from './check-in.simulation';
import { startCheckIn } from './testing/check-in-run';

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
