import type { Clock } from '../../clock';
import { ensureFlightsAhead } from '../../flight-calendar/ensure-flights-ahead';
import type { Db } from '../client';
import { seedAircraft } from './aircraft';
import { seedAirports } from './airports';
import { seedCountries } from './countries';
import { seedNetwork } from './network';

/** Countries, airports, fleet, routes, fares and timetable, then the dated flights of the booking window. */
export async function seedFlightNetwork(db: Db, clock: Clock): Promise<void> {
  await seedCountries(db);
  await seedAirports(db);
  await seedAircraft(db);
  await seedNetwork(db, clock.now());
  await ensureFlightsAhead(db, clock);
}
