/**
 * Builds both directions of each route's timetable from the outbound departure: block time from the
 * distance, the return leaving after the aircraft's turnaround, local times in each airport's zone.
 */
export interface LegPlan {
  flightNo: string;
  origin: string;
  destination: string;
  distanceKm: number;
  aircraftType: string;
  daysOfWeek: string;
  departureTime: string;
}

export interface TimetableLeg extends LegPlan {
  arrivalTime: string;
  arrivalDayOffset: number;
}

const MINUTES_PER_DAY = 24 * 60;
const TURNAROUND_MINUTES = 50;

/** Typical jet block time: ~700 km/h over the ground plus taxi, climb and approach. */
export function blockMinutes(distanceKm: number): number {
  return Math.round(((distanceKm / 700) * 60 + 40) / 5) * 5;
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function toTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** ISO weekdays moved by whole days: '1357' + 1 → '1246'. */
export function shiftDays(daysOfWeek: string, by: number): string {
  return [...daysOfWeek]
    .map((day) => ((((Number(day) - 1 + by) % 7) + 7) % 7) + 1)
    .sort()
    .join('');
}

/** Local arrival (minutes after the departure day's local midnight) of a leg. */
function arrivalMinutes(plan: LegPlan, offsets: (airport: string) => number): number {
  return (
    toMinutes(plan.departureTime) - offsets(plan.origin) + blockMinutes(plan.distanceKm) + offsets(plan.destination)
  );
}

export function withArrival(plan: LegPlan, offsets: (airport: string) => number): TimetableLeg {
  const arrival = arrivalMinutes(plan, offsets);
  return { ...plan, arrivalTime: toTime(arrival), arrivalDayOffset: Math.floor(arrival / MINUTES_PER_DAY) };
}

/** The return leg: flight number + 1, leaving the destination one turnaround after arrival. */
export function returnLeg(outbound: TimetableLeg, offsets: (airport: string) => number): TimetableLeg {
  const arrival = toMinutes(outbound.arrivalTime) + outbound.arrivalDayOffset * MINUTES_PER_DAY;
  const departure = Math.ceil((arrival + TURNAROUND_MINUTES) / 5) * 5;
  const dayShift = Math.floor(departure / MINUTES_PER_DAY);
  const plan: LegPlan = {
    flightNo: `NS${Number(outbound.flightNo.slice(2)) + 1}`,
    origin: outbound.destination,
    destination: outbound.origin,
    distanceKm: outbound.distanceKm,
    aircraftType: outbound.aircraftType,
    daysOfWeek: shiftDays(outbound.daysOfWeek, dayShift),
    departureTime: toTime(departure),
  };
  return withArrival(plan, offsets);
}
