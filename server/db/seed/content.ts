import type { Db } from '../client';
import { infoCategories, infoGroups, infoTopics } from '../schema/content';
import { seedAds } from './ads';
import { seedAgreements } from './agreements';
import { seedDictionaries } from './dictionaries';
import { FAQ_TOPICS } from './topics/faq';
import { GROUND_TOPICS } from './topics/ground';
import { INFO_CATEGORIES, INFO_GROUPS } from './topics/groups';
import { PREMIUM_TOPICS, SPECIAL_TOPICS } from './topics/premium-and-special';
import { BOOKING_TOPICS } from './topics/ticket-booking';
import { REFUND_AND_CHANGE_TOPICS } from './topics/ticket-refunds-and-changes';
import { NOTICES, TRANSPORT_TOPICS } from './topics/transport-and-notices';

export const ALL_TOPICS = [
  ...BOOKING_TOPICS,
  ...REFUND_AND_CHANGE_TOPICS,
  ...GROUND_TOPICS,
  ...PREMIUM_TOPICS,
  ...SPECIAL_TOPICS,
  ...TRANSPORT_TOPICS,
  ...FAQ_TOPICS,
  ...NOTICES,
];

/** Info groups, categories and topics, ads, agreements and the lookups. */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(infoGroups).values(INFO_GROUPS.map((group, index) => ({ ...group, sortOrder: index + 1 })));
  await db
    .insert(infoCategories)
    .values(INFO_CATEGORIES.map((category, index) => ({ ...category, sortOrder: index + 1 })));
  await db
    .insert(infoTopics)
    .values(ALL_TOPICS.map((topic, index) => ({ ...topic, updatedOn: topic.createdOn, sortOrder: index + 1 })));
  await seedAds(db);
  await seedAgreements(db);
  await seedDictionaries(db);
}
