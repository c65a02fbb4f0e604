import type { Db } from '../client';
import { aircraftTypes, type CabinLayout, type SeatLayout } from '../schema/fleet';

const TWO_TWO = [
  ['A', 'C'],
  ['J', 'L'],
];
const THREE_THREE = [
  ['A', 'B', 'C'],
  ['J', 'K', 'L'],
];

/** A two-row business cabin at the front, with no exits and no wing view. */
function businessCabin(seatGroups: string[][]): CabinLayout {
  return {
    cabinClass: 'C',
    firstRow: 1,
    lastRow: 2,
    seatGroups,
    skippedRows: [],
    exitRows: [],
    wingRows: [0, 0],
    missingSeats: [],
  };
}

/** The economy cabin from row 31, every row numbered and every seat present. */
function economyCabin(
  lastRow: number,
  seatGroups: string[][],
  exitRows: number[],
  wingRows: [number, number],
): CabinLayout {
  return { cabinClass: 'Y', firstRow: 31, lastRow, seatGroups, skippedRows: [], exitRows, wingRows, missingSeats: [] };
}

// Business rows start at 1 and economy at 31, as Chinese carriers number their cabins.
export const AIRCRAFT: readonly { code: string; name: [string, string, string]; layout: SeatLayout }[] = [
  {
    code: '738',
    name: ['波音737-800', '波音737-800', 'Boeing 737-800'],
    layout: { cabins: [businessCabin(TWO_TWO), economyCabin(57, THREE_THREE, [41, 42], [38, 46])] },
  },
  {
    code: '320',
    name: ['空客A320', '空中巴士A320', 'Airbus A320'],
    layout: { cabins: [businessCabin(TWO_TWO), economyCabin(55, THREE_THREE, [40, 41], [37, 44])] },
  },
  {
    code: 'E90',
    name: ['巴航工业E190', '巴西航空工業E190', 'Embraer E190'],
    layout: {
      cabins: [
        businessCabin([['A'], ['D', 'F']]),
        economyCabin(
          53,
          [
            ['A', 'C'],
            ['D', 'F'],
          ],
          [40],
          [37, 43],
        ),
      ],
    },
  },
];

/** Seats in a cabin: every seat letter of every numbered row, less the seats that are not there. */
export function cabinCapacity(cabin: CabinLayout): number {
  const rows = cabin.lastRow - cabin.firstRow + 1 - cabin.skippedRows.length;
  const seatsPerRow = cabin.seatGroups.reduce((sum, group) => sum + group.length, 0);
  return rows * seatsPerRow - cabin.missingSeats.length;
}

export async function seedAircraft(db: Db): Promise<void> {
  await db.insert(aircraftTypes).values(
    AIRCRAFT.map(({ code, name, layout }) => ({
      code,
      name: { zhCn: name[0], zhTw: name[1], en: name[2] },
      seatLayout: layout,
      totalSeats: layout.cabins.reduce((sum, cabin) => sum + cabinCapacity(cabin), 0),
    })),
  );
}
