import { describe, expect, it } from 'vitest';
import { sampleCheckInTrip, sampleSeatMap } from './check-in.simulation';
import { startCheckIn, withSeat, atSeatMap } from './testing/check-in-run';

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
