import { describe, expect, it } from 'vitest';
import { AIRCRAFT } from '../../db/seed/aircraft';
import { EXIT_ROW_PRICE, FRONT_ROW_PRICE, planSeats } from './seat-plan';
import { seatsSideBySide } from './side-by-side';

const boeing738 = AIRCRAFT.find((aircraft) => aircraft.code === '738')!.layout;
const embraer190 = AIRCRAFT.find((aircraft) => aircraft.code === 'E90')!.layout;
const byName = (seats: ReturnType<typeof planSeats>) => new Map(seats.map((seat) => [seat.seat, seat]));

describe('seat plan of an aircraft', () => {
  const seats = byName(planSeats(boeing738, 'NS3101/2026-06-02'));

  it('has every seat of every cabin with window, middle and aisle positions', () => {
    expect(seats.size).toBe(2 * 4 + 27 * 6);
    expect(seats.get('32A')).toMatchObject({ position: 'window', cabinClass: 'Y', group: 0 });
    expect(seats.get('32B')!.position).toBe('middle');
    expect(seats.get('32C')!.position).toBe('aisle');
    expect(seats.get('32J')!.position).toBe('aisle');
    expect(seats.get('32L')!.position).toBe('window');
    expect(seats.get('1A')).toMatchObject({ cabinClass: 'C', position: 'window' });
    expect(seats.get('1C')!.position).toBe('aisle');
  });

  it('marks exit rows and wing rows, and prices exit rows and the first economy rows', () => {
    expect(seats.get('41A')).toMatchObject({ exitRow: true, wing: true, price: EXIT_ROW_PRICE });
    expect(seats.get('31B')).toMatchObject({ exitRow: false, price: FRONT_ROW_PRICE });
    expect(seats.get('33B')!.price).toBeUndefined();
    expect(seats.get('50A')!.wing).toBe(false);
    expect(seats.get('1A')!.price).toBeUndefined();
  });

  it('blocks two economy seats, the same ones for the same flight and others for another', () => {
    const blocked = (key: string) =>
      planSeats(boeing738, key)
        .filter((seat) => seat.blocked)
        .map((seat) => seat.seat);
    expect(blocked('NS3101/2026-06-02')).toHaveLength(2);
    expect(blocked('NS3101/2026-06-02')).toEqual(blocked('NS3101/2026-06-02'));
    expect(blocked('NS3101/2026-06-02')).not.toEqual(blocked('NS3101/2026-06-03'));
  });

  it('leaves out skipped rows and missing seats', () => {
    const layout = { cabins: [{ ...boeing738.cabins[1]!, skippedRows: [44], missingSeats: ['57B'] }] };
    const plan = byName(planSeats(layout, 'x'));
    expect(plan.has('44A')).toBe(false);
    expect(plan.has('57B')).toBe(false);
    expect(plan.has('57A')).toBe(true);
  });

  it('gives a lone seat by the window on a one-seat block', () => {
    expect(byName(planSeats(embraer190, 'x')).get('1A')!.position).toBe('window');
  });
});

describe('side-by-side seating', () => {
  const economy = planSeats(boeing738, 'x').filter(
    (seat) => seat.cabinClass === 'Y' && !seat.blocked && seat.price === undefined,
  );

  it('finds adjacent seats in one block of one row', () => {
    expect(seatsSideBySide(economy, 3)!.map((seat) => seat.seat)).toEqual(['33A', '33B', '33C']);
  });

  it('skips a block broken by a taken seat', () => {
    const free = economy.filter((seat) => !['33B', '33K'].includes(seat.seat));
    expect(seatsSideBySide(free, 2)!.map((seat) => seat.seat)).toEqual(['34A', '34B']);
  });

  it('seats a party bigger than a block across the aisle of one row', () => {
    expect(seatsSideBySide(economy, 4)!.map((seat) => seat.seat)).toEqual(['33A', '33B', '33C', '33J']);
  });

  it('takes the frontmost free seats when no row has room, and nothing when too few are free', () => {
    const scattered = economy.filter((seat) => seat.seat === '35A' || seat.seat === '40L');
    expect(seatsSideBySide(scattered, 2)!.map((seat) => seat.seat)).toEqual(['35A', '40L']);
    expect(seatsSideBySide(scattered, 3)).toBeUndefined();
  });
});
