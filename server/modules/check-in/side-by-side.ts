import type { PlannedSeat } from './seat-plan';

/**
 * Seats for passengers checking in together without choosing: the frontmost run of adjacent seats in one
 * block of one row; else one row across the aisle; else the frontmost free seats. Undefined when the free
 * seats are too few. `free` holds the seats they may take, in layout order.
 */
export function seatsSideBySide(free: readonly PlannedSeat[], count: number): PlannedSeat[] | undefined {
  if (count === 0) return [];
  if (free.length < count) return undefined;
  const rows = groupBy(free, (seat) => seat.row);
  for (const seats of rows.values()) {
    for (const block of groupBy(seats, (seat) => seat.group).values()) {
      const run = adjacentRun(block, count);
      if (run) return run;
    }
  }
  for (const seats of rows.values()) if (seats.length >= count) return seats.slice(0, count);
  return free.slice(0, count);
}

function adjacentRun(block: PlannedSeat[], count: number): PlannedSeat[] | undefined {
  for (let start = 0; start + count <= block.length; start++) {
    const run = block.slice(start, start + count);
    if (run.every((seat, index) => index === 0 || seat.indexInGroup === run[index - 1]!.indexInGroup + 1)) return run;
  }
  return undefined;
}

function groupBy<K>(seats: readonly PlannedSeat[], key: (seat: PlannedSeat) => K): Map<K, PlannedSeat[]> {
  const groups = new Map<K, PlannedSeat[]>();
  for (const seat of seats) groups.set(key(seat), [...(groups.get(key(seat)) ?? []), seat]);
  return groups;
}
