import { lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { inventoryChanges } from '../../db/schema/inventory-changes';
import { addDays } from '../../flight-calendar/calendar-days';
import { bookingWindow } from './booking-window';

/**
 * inventory_changes gains a row per statement that changes seats, so a running site would keep them for ever:
 * this background job removes the rows of days before yesterday (Beijing time). Those days are outside the
 * booking window, and a search outside it never reads a version, so no cached day can be mistaken by it; a
 * day's margin covers instances whose clocks differ. Fare changes (no day) are kept: every day counts them.
 */
export async function sweepPastInventoryChanges(db: Db, clock: Clock): Promise<number> {
  const before = addDays(bookingWindow(clock.now()).firstDate, -1);
  const removed = await db
    .delete(inventoryChanges)
    .where(lt(inventoryChanges.flightDate, before))
    .returning({ id: inventoryChanges.id });
  return removed.length;
}
