import { createHash } from 'node:crypto';
import type { SeatPosition } from '../../../contract/calls/check-in';
import type { CabinLayout, SeatLayout } from '../../db/schema/fleet';

/** One seat of an aircraft's layout, with the facts a seat map and the seating rules need. */
export interface PlannedSeat {
  seat: string;
  row: number;
  letter: string;
  cabinClass: CabinLayout['cabinClass'];
  /** Index of the block between aisles, and of the seat within it. */
  group: number;
  indexInGroup: number;
  position: SeatPosition;
  exitRow: boolean;
  wing: boolean;
  blocked: boolean;
  price?: number;
}

/** Extra legroom at the exits and the first rows of economy is sold: these prices in CNY. */
export const EXIT_ROW_PRICE = 80;
export const FRONT_ROW_PRICE = 50;
const FRONT_PAID_ROWS = 2;
const OUT_OF_SERVICE_SEATS = 2;

export function numberedRows(cabin: CabinLayout): number[] {
  const rows: number[] = [];
  for (let row = cabin.firstRow; row <= cabin.lastRow; row++) if (!cabin.skippedRows.includes(row)) rows.push(row);
  return rows;
}

export function seatPosition(cabin: CabinLayout, group: number, indexInGroup: number): SeatPosition {
  const lastGroup = cabin.seatGroups.length - 1;
  const groupSize = cabin.seatGroups[group]!.length;
  if ((group === 0 && indexInGroup === 0) || (group === lastGroup && indexInGroup === groupSize - 1)) return 'window';
  if ((indexInGroup === 0 && group > 0) || (indexInGroup === groupSize - 1 && group < lastGroup)) return 'aisle';
  return 'middle';
}

/**
 * Every seat of a flight's aircraft. A few seats per flight are out of service (chosen from the flight's
 * number and date, so the same flight always shows the same ones); economy's exit rows and first rows are paid.
 */
export function planSeats(layout: SeatLayout, flightKey: string): PlannedSeat[] {
  const seats = layout.cabins.flatMap((cabin) => cabinSeats(cabin));
  const candidates = seats.filter((seat) => seat.cabinClass === 'Y' && seat.price === undefined);
  const outOfService = new Set<string>();
  for (let index = 0; outOfService.size < Math.min(OUT_OF_SERVICE_SEATS, candidates.length); index++) {
    outOfService.add(candidates[hashToIndex(`${flightKey}#${index}`, candidates.length)]!.seat);
  }
  return seats.map((seat) => (outOfService.has(seat.seat) ? { ...seat, blocked: true } : seat));
}

function cabinSeats(cabin: CabinLayout): PlannedSeat[] {
  const rows = numberedRows(cabin);
  const paidFrontRows = new Set(cabin.cabinClass === 'Y' ? rows.slice(0, FRONT_PAID_ROWS) : []);
  return rows.flatMap((row) =>
    cabin.seatGroups.flatMap((letters, group) =>
      letters.flatMap((letter, indexInGroup) => {
        const seat = `${row}${letter}`;
        if (cabin.missingSeats.includes(seat)) return [];
        const exitRow = cabin.exitRows.includes(row);
        const price =
          cabin.cabinClass !== 'Y'
            ? undefined
            : exitRow
              ? EXIT_ROW_PRICE
              : paidFrontRows.has(row)
                ? FRONT_ROW_PRICE
                : undefined;
        const wing = cabin.wingRows[0] > 0 && row >= cabin.wingRows[0] && row <= cabin.wingRows[1];
        return [
          {
            seat,
            row,
            letter,
            cabinClass: cabin.cabinClass,
            group,
            indexInGroup,
            position: seatPosition(cabin, group, indexInGroup),
            exitRow,
            wing,
            blocked: false,
            ...(price ? { price } : {}),
          },
        ];
      }),
    ),
  );
}

function hashToIndex(text: string, length: number): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % length;
}
