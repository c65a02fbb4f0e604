import { describe, expect, it } from 'vitest';
import { blockMinutes, returnLeg, shiftDays, withArrival } from './timetable';

const offsets = (airport: string) => ({ SJW: 480, CAN: 480, BKK: 420, ICN: 540 })[airport] ?? 480;

describe('timetable', () => {
  it('derives block time from distance in 5-minute steps', () => {
    expect(blockMinutes(1700)).toBe(185);
    expect(blockMinutes(1000) % 5).toBe(0);
  });

  it('gives the outbound arrival in the destination zone', () => {
    const leg = withArrival(
      {
        flightNo: 'NS3101',
        origin: 'SJW',
        destination: 'ICN',
        distanceKm: 900,
        aircraftType: '320',
        daysOfWeek: '1234567',
        departureTime: '10:30',
      },
      offsets,
    );
    expect(leg).toMatchObject({ arrivalTime: '13:25', arrivalDayOffset: 0 });
  });

  it('sends a late flight back after midnight, on the following weekdays', () => {
    const out = withArrival(
      {
        flightNo: 'NS3301',
        origin: 'SJW',
        destination: 'BKK',
        distanceKm: 3000,
        aircraftType: '738',
        daysOfWeek: '257',
        departureTime: '20:30',
      },
      offsets,
    );
    expect(out).toMatchObject({ arrivalTime: '00:25', arrivalDayOffset: 1 });
    const back = returnLeg(out, offsets);
    expect(back).toMatchObject({
      flightNo: 'NS3302',
      origin: 'BKK',
      destination: 'SJW',
      departureTime: '01:15',
      daysOfWeek: '136',
    });
    expect(back.arrivalTime).toBe('07:10');
  });

  it('wraps weekdays around Sunday', () => {
    expect(shiftDays('7', 1)).toBe('1');
    expect(shiftDays('1234567', 1)).toBe('1234567');
  });
});
