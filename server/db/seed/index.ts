import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../client';
import { meta } from '../schema/meta';
import type { Seeder } from './seeder';
import { seedContent } from './content';
import { seedFlightNetwork } from './flight-network';
import { seedDemoMembers } from '../../modules/accounts/seed';
import { seedDemoPoints } from '../../modules/orders/points-seed';
import { seedSavedPassengers } from '../../modules/passengers/seed';
import { seedInsuranceProducts } from '../../modules/insurance/seed';
import { seedMemberCentre } from '../../modules/member-centre/seed';
import { seedPointsStandards } from '../../modules/points/standards-seed';
import { seedDemoWallet } from '../../modules/wallet/wallet-seed';
import { seedMallProducts } from '../../modules/point-mall/mall-seed';

/** What every site needs: airports, schedule, fares, topics, products. */
const referenceSeeders: readonly Seeder[] = [
  seedFlightNetwork,
  seedContent,
  seedInsuranceProducts,
  seedPointsStandards,
  seedMallProducts,
];

/** The demo members (a published password, money in a wallet) and what they own: never in a real deployment. */
const demoPeopleSeeders: readonly Seeder[] = [
  seedDemoMembers,
  seedDemoPoints,
  seedSavedPassengers,
  seedMemberCentre,
  seedDemoWallet,
];

/**
 * Seeds once: a second start finds the marker and leaves the data as the users left it. `demoPeople` adds
 * the demo members (server/config.ts's demoPeopleOn: the embedded database, or DEMO_DATA=on).
 */
export async function seedIfEmpty(db: Db, clock: Clock, options: { demoPeople: boolean }): Promise<boolean> {
  const [marker] = await db.select().from(meta).where(eq(meta.key, 'seeded_at'));
  if (marker) return false;
  const seeders = options.demoPeople ? [...referenceSeeders, ...demoPeopleSeeders] : referenceSeeders;
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Db, clock);
    await tx.insert(meta).values({ key: 'seeded_at', value: clock.now().toISOString() });
  });
  return true;
}
