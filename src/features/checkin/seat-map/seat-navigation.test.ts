import { describe, expect, it } from 'vitest';
import { nextStop, type SeatStop } from './seat-navigation';

// Two rows of a 3-3 cabin; column 3 is the aisle. Row 0: A B _ D E F; row 1: only C and F are free.
const stops: SeatStop[] = [
  { seat: '1A', rowIndex: 0, column: 0 },
  { seat: '1B', rowIndex: 0, column: 1 },
  { seat: '1D', rowIndex: 0, column: 4 },
  { seat: '1F', rowIndex: 0, column: 6 },
  { seat: '2C', rowIndex: 1, column: 2 },
  { seat: '2F', rowIndex: 1, column: 6 },
];

describe('moving between seats', () => {
  it('left and right stay in the row, across the aisle, and stop at its ends', () => {
    expect(nextStop(stops, '1B', 'ArrowRight')).toBe('1D');
    expect(nextStop(stops, '1D', 'ArrowLeft')).toBe('1B');
    expect(nextStop(stops, '1F', 'ArrowRight')).toBeUndefined();
    expect(nextStop(stops, '2C', 'ArrowLeft')).toBeUndefined();
  });

  it('up and down go to the nearest free seat of the next row that has one', () => {
    expect(nextStop(stops, '1A', 'ArrowDown')).toBe('2C');
    expect(nextStop(stops, '1D', 'ArrowDown')).toBe('2C');
    expect(nextStop(stops, '1F', 'ArrowDown')).toBe('2F');
    expect(nextStop(stops, '2C', 'ArrowUp')).toBe('1B');
    expect(nextStop(stops, '2F', 'ArrowDown')).toBeUndefined();
  });

  it('Home and End go to the row ends, or the map ends with Ctrl', () => {
    expect(nextStop(stops, '1D', 'Home')).toBe('1A');
    expect(nextStop(stops, '1A', 'End')).toBe('1F');
    expect(nextStop(stops, '1D', 'End', true)).toBe('2F');
    expect(nextStop(stops, '2F', 'Home', true)).toBe('1A');
  });

  it('from a seat that is no longer free, starts at the first free one', () => {
    expect(nextStop(stops, '2A', 'ArrowRight')).toBe('1A');
  });
});
