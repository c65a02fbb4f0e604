import type { SeatMapReply } from '../../../../contract/calls/check-in-replies';

/**
 * Where the arrow keys go on the seat map: the map's rows top to bottom (across cabins) and each row's seats
 * window to window, counting aisles as columns so Up/Down keep to the same side of the cabin. Only seats the
 * user may choose are stops: the others are skipped.
 */
export interface SeatStop {
  seat: string;
  rowIndex: number;
  column: number;
}

export function seatStops(seatMap: SeatMapReply, isChoosable: (seat: string) => boolean): SeatStop[] {
  const rows = seatMap.cabins.flatMap((cabin) => cabin.rows);
  return rows.flatMap((row, rowIndex) => {
    let column = 0;
    const stops: SeatStop[] = [];
    row.groups.forEach((group, groupIndex) => {
      if (groupIndex > 0) column += 1;
      for (const cell of group) {
        if (cell && isChoosable(cell.seat)) stops.push({ seat: cell.seat, rowIndex, column });
        column += 1;
      }
    });
    return stops;
  });
}

export type SeatKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export function isSeatKey(key: string): key is SeatKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);
}

/** The seat a key moves to from `current`, or undefined when it would leave the map. `wholeMap`: Ctrl+Home/End. */
export function nextStop(
  stops: readonly SeatStop[],
  current: string,
  key: SeatKey,
  wholeMap = false,
): string | undefined {
  const here = stops.find((stop) => stop.seat === current);
  if (!here) return stops[0]?.seat;
  const sameRow = stops.filter((stop) => stop.rowIndex === here.rowIndex);
  const index = stops.indexOf(here);
  switch (key) {
    case 'ArrowRight':
      return sameRow.find((stop) => stop.column > here.column)?.seat;
    case 'ArrowLeft':
      return sameRow.filter((stop) => stop.column < here.column).at(-1)?.seat;
    case 'Home':
      return (wholeMap ? stops[0] : sameRow[0])?.seat;
    case 'End':
      return (wholeMap ? stops.at(-1) : sameRow.at(-1))?.seat;
    case 'ArrowDown':
      return nearestInRow(stops.slice(index + 1), here, (rowIndex) => rowIndex > here.rowIndex, 'first');
    case 'ArrowUp':
      return nearestInRow(stops.slice(0, index), here, (rowIndex) => rowIndex < here.rowIndex, 'last');
  }
}

function nearestInRow(
  candidates: readonly SeatStop[],
  here: SeatStop,
  isBeyond: (rowIndex: number) => boolean,
  which: 'first' | 'last',
): string | undefined {
  const beyond = candidates.filter((stop) => isBeyond(stop.rowIndex));
  const target = which === 'first' ? beyond[0] : beyond.at(-1);
  if (!target) return undefined;
  const row = beyond.filter((stop) => stop.rowIndex === target.rowIndex);
  return row.reduce((best, stop) =>
    Math.abs(stop.column - here.column) < Math.abs(best.column - here.column) ? stop : best,
  ).seat;
}
