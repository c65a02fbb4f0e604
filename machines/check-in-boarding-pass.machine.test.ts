import { describe, expect, it } from 'vitest';
import { sampleSeatMap } from './check-in.simulation';
import { withSeat, atBoardingPass } from './testing/check-in-run';

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
