import type { Season } from '../db/schema/schedule';

/** The airline's home time zone: "today" for the timetable is a date in Beijing time. */
export const HOME_TIME_ZONE = 'Asia/Shanghai';

/** The local date ('YYYY-MM-DD') of an instant in a time zone. */
export function localDate(instant: Date, timeZone = HOME_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday, Monday 1 … Sunday 7, as the timetable's daysOfWeek writes it. */
export function isoWeekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

function lastSundayOf(year: number, monthIndex: number): string {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  lastDay.setUTCDate(lastDay.getUTCDate() - lastDay.getUTCDay());
  return lastDay.toISOString().slice(0, 10);
}

/** IATA seasons: summer from the last Sunday of March, winter from the last Sunday of October. */
export function iataSeason(isoDate: string): Season {
  const year = Number(isoDate.slice(0, 4));
  return isoDate >= lastSundayOf(year, 2) && isoDate < lastSundayOf(year, 9) ? 'summer' : 'winter';
}

/** The dates from today - daysBack (home time zone) through today + days, each with its season. */
export function calendarDays(now: Date, days: number, daysBack = 0): { flightDate: string; season: Season }[] {
  const today = localDate(now);
  return Array.from({ length: days + daysBack + 1 }, (_, offset) => {
    const flightDate = addDays(today, offset - daysBack);
    return { flightDate, season: iataSeason(flightDate) };
  });
}

/** Minutes east of UTC of a time zone at an instant ("Asia/Bangkok" → 420). */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
