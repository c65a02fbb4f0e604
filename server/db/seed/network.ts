import type { Db } from '../client';
import { fares, flightSchedules, routes, type RouteKind } from '../schema/schedule';
import { utcOffsetMinutes } from '../../flight-calendar/calendar-days';
import { AIRPORTS } from './airports';
import { routeFares, routeTaxes } from './fares';
import { returnLeg, withArrival, type LegPlan, type TimetableLeg } from './timetable';

type Plan = [
  flightNo: string,
  origin: string,
  destination: string,
  distanceKm: number,
  aircraft: string,
  days: string,
  departure: string,
  recommended?: boolean,
];

const DAILY = '1234567';

// Outbound legs from the Shijiazhuang hub and the Tianjin, Xiamen and Beijing Daxing bases; each returns as flight number + 1.
const PLANS: readonly Plan[] = [
  ['NS3101', 'SJW', 'CAN', 1700, '738', DAILY, '07:30', true],
  ['NS3103', 'SJW', 'SZX', 1850, '738', DAILY, '08:10', true],
  ['NS3105', 'SJW', 'SHA', 1000, '738', DAILY, '07:50', true],
  ['NS3107', 'SJW', 'PVG', 1080, '320', DAILY, '14:20'],
  ['NS3109', 'SJW', 'CTU', 1380, '738', DAILY, '09:05', true],
  ['NS3111', 'SJW', 'XMN', 1600, '738', DAILY, '10:15', true],
  ['NS3113', 'SJW', 'KMG', 2000, '738', DAILY, '13:40', true],
  ['NS3115', 'SJW', 'HGH', 1030, '320', DAILY, '16:30', true],
  ['NS3117', 'SJW', 'CKG', 1200, '738', DAILY, '18:05'],
  ['NS3119', 'SJW', 'XIY', 700, 'E90', '1357', '08:40'],
  ['NS3121', 'SJW', 'HRB', 1380, '738', DAILY, '11:20'],
  ['NS3123', 'SJW', 'SYX', 2500, '738', DAILY, '07:05', true],
  ['NS3125', 'SJW', 'DLC', 650, 'E90', '246', '15:10'],
  ['NS3127', 'SJW', 'TAO', 580, 'E90', DAILY, '19:30'],
  ['NS3129', 'SJW', 'URC', 2600, '738', '1357', '09:30'],
  ['NS3131', 'SJW', 'NKG', 830, '320', DAILY, '12:10'],
  ['NS3133', 'SJW', 'WUH', 850, 'E90', DAILY, '17:20'],
  ['NS3135', 'SJW', 'CSX', 1200, '738', '246', '10:40'],
  ['NS3137', 'SJW', 'HET', 560, 'E90', '1357', '13:00'],
  ['NS3139', 'SJW', 'LHW', 1150, 'E90', '246', '08:20'],
  ['NS3141', 'SJW', 'KWE', 1550, '738', DAILY, '14:50'],
  ['NS3143', 'SJW', 'NNG', 1850, '738', '1357', '11:50'],
  ['NS3145', 'SJW', 'HAK', 2250, '738', DAILY, '09:40', true],
  ['NS3147', 'SJW', 'FOC', 1450, '320', '246', '16:05'],
  ['NS3151', 'TSN', 'XMN', 1650, '738', DAILY, '08:30', true],
  ['NS3153', 'TSN', 'SYX', 2500, '738', DAILY, '13:20'],
  ['NS3155', 'TSN', 'KMG', 2150, '738', '1357', '07:40'],
  ['NS3161', 'XMN', 'HRB', 2550, '738', DAILY, '12:30'],
  ['NS3163', 'XMN', 'TYN', 1600, '320', DAILY, '15:40'],
  ['NS3171', 'PKX', 'SYX', 2600, '738', DAILY, '16:40', true],
  ['NS3173', 'PKX', 'CTU', 1550, '320', DAILY, '10:25'],
  ['NS3181', 'BPE', 'SHA', 960, 'E90', '1357', '10:20'],
  ['NS3183', 'HDG', 'SZX', 1700, '738', '246', '11:35'],
  ['NS3301', 'SJW', 'BKK', 3000, '738', '257', '20:30', true],
  ['NS3303', 'SJW', 'KIX', 1850, '738', '1357', '09:00', true],
  ['NS3305', 'SJW', 'NRT', 2200, '738', '257', '08:50'],
  ['NS3307', 'SJW', 'ICN', 900, '320', DAILY, '10:30', true],
  ['NS3309', 'SJW', 'SIN', 4300, '738', '36', '09:20'],
  ['NS3311', 'SJW', 'HKG', 1950, '738', DAILY, '13:10', true],
  ['NS3313', 'SJW', 'MFM', 1950, '320', '1357', '16:20'],
  ['NS3315', 'SJW', 'TPE', 1650, '738', '246', '10:00'],
];

const countryOf = new Map(AIRPORTS.map(([code, , , , , country]) => [code, country]));
const zoneOf = new Map(AIRPORTS.map(([code, , , , , , zone]) => [code, zone]));

function routeKind(origin: string, destination: string): RouteKind {
  const countries = [countryOf.get(origin), countryOf.get(destination)];
  if (countries.every((country) => country === 'CN')) return 'domestic';
  return countries.some((country) => country === 'HK' || country === 'MO' || country === 'TW')
    ? 'regional'
    : 'international';
}

/** Every leg of the timetable, both directions, with local arrival times. */
export function timetableLegs(at: Date): (TimetableLeg & { recommended: boolean })[] {
  const offsets = (airport: string) => utcOffsetMinutes(zoneOf.get(airport)!, at);
  return PLANS.flatMap(
    ([flightNo, origin, destination, distanceKm, aircraftType, daysOfWeek, departureTime, recommended]) => {
      const plan: LegPlan = { flightNo, origin, destination, distanceKm, aircraftType, daysOfWeek, departureTime };
      const outbound = withArrival(plan, offsets);
      return [
        { ...outbound, recommended: recommended ?? false },
        { ...returnLeg(outbound, offsets), recommended: false },
      ];
    },
  );
}

export async function seedNetwork(db: Db, at: Date): Promise<void> {
  const legs = timetableLegs(at);
  const routeRows = legs.map((leg) => {
    const kind = routeKind(leg.origin, leg.destination);
    const code = `${leg.origin}-${leg.destination}`;
    return {
      code,
      origin: leg.origin,
      destination: leg.destination,
      kind,
      distanceKm: leg.distanceKm,
      recommended: leg.recommended,
      ...routeTaxes(leg.distanceKm, kind),
    };
  });
  await db.insert(routes).values(routeRows);
  await db.insert(fares).values(routeRows.flatMap(routeFares));
  await db.insert(flightSchedules).values(
    legs.map((leg) => ({
      flightNo: leg.flightNo,
      routeCode: `${leg.origin}-${leg.destination}`,
      departureTime: leg.departureTime,
      arrivalTime: leg.arrivalTime,
      arrivalDayOffset: leg.arrivalDayOffset,
      daysOfWeek: leg.daysOfWeek,
      aircraftType: leg.aircraftType,
    })),
  );
}
