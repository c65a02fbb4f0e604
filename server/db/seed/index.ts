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

const seeders: readonly Seeder[] = [
  seedFlightNetwork,
  seedContent,
  seedDemoMembers,
  seedDemoPoints,
  seedSavedPassengers,
  seedInsuranceProducts,
  seedMemberCentre,
  seedPointsStandards,
  seedDemoWallet,
  seedMallProducts,
];

/** Seeds once: a second start finds the marker and leaves the data as the users left it. */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const [marker] = await db.select().from(meta).where(eq(meta.key, 'seeded_at'));
  if (marker) return false;
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Db, clock);
    await tx.insert(meta).values({ key: 'seeded_at', value: clock.now().toISOString() });
  });
  return true;
}
