import type { Clock } from '../../clock';
import type { Db } from '../client';

/** One seeder per area; each inserts its rows inside the seeding transaction. */
export type Seeder = (db: Db, clock: Clock) => Promise<void>;
