import type { Db } from '../../db/client';
import { exchangeStandards } from '../points/standards-service';
import { dayVersion } from './day-versions';
import { flightsAndBuckets, type BucketRow, type FlightRow } from './flight-inventory-query';

/** What a search reads for one city pair and day, before the party, the clock and the language apply. */
export interface DayInventory {
  /** Every flight of the day, departed or not: each request drops the ones gone by its own clock. */
  flights: FlightRow[];
  buckets: BucketRow[];
  /** Award points per cabin on the route (seeded reference data: never changed while a server runs). */
  awards: { cabinClass: string; points: number }[];
}

export interface DayKey {
  origin: string;
  destination: string;
  /** Origin-local date, as flights.flight_date. */
  date: string;
}

/** Enough for every route's every day on sale several times over; the least recently asked go first. */
export const DAY_INVENTORY_ENTRIES = 4000;

interface Entry {
  version: number;
  inventory: Promise<DayInventory>;
}

const cachesByDb = new WeakMap<Db, Map<string, Entry>>();

/**
 * A day's inventory as committed now. Many travellers ask for the same route and day, so each process keeps
 * the last one read per route and day with its version, and reads it again only when the version moved:
 * one indexed count instead of the inventory's join. Instances share nothing but the database, whose
 * version every one of them checks on every search, so a booking on one is seen by the next search on any.
 */
export async function dayInventory(db: Db, key: DayKey): Promise<DayInventory> {
  // Read before the inventory, so a change committed in between makes the stored version older than what
  // it holds, never newer: at worst the next search reads again.
  const version = await dayVersion(db, key.date);
  let cache = cachesByDb.get(db);
  if (!cache) cachesByDb.set(db, (cache = new Map()));
  const id = `${key.origin}|${key.destination}|${key.date}`;
  const cached = cache.get(id);
  cache.delete(id);
  const entry = cached?.version === version ? cached : { version, inventory: readDayInventory(db, key) };
  // Map keeps insertion order: re-inserting marks it the most recently asked.
  cache.set(id, entry);
  if (cache.size > DAY_INVENTORY_ENTRIES) cache.delete(cache.keys().next().value!);
  entry.inventory.catch(() => {
    if (cache.get(id) === entry) cache.delete(id);
  });
  return entry.inventory;
}

async function readDayInventory(db: Db, key: DayKey): Promise<DayInventory> {
  const [{ flights, buckets }, awards] = await Promise.all([
    flightsAndBuckets(db, {
      origin: key.origin,
      destination: key.destination,
      firstDate: key.date,
      lastDate: key.date,
      departingAfter: new Date(0),
    }),
    exchangeStandards(db, { origin: key.origin, destination: key.destination }),
  ]);
  return { flights, buckets, awards: awards.map(({ cabinClass, points }) => ({ cabinClass, points })) };
}
