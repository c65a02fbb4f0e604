import type { Db } from '../client';
import { infoCategories, infoGroups, infoTopics } from '../schema/content';
import { seedAds } from './ads';
import { seedAgreements } from './agreements';
import { seedDictionaries } from './dictionaries';
import faq from './topics/faq.json' with { type: 'json' };
import ground from './topics/ground.json' with { type: 'json' };
import { INFO_CATEGORIES, INFO_GROUPS } from './topics/groups';
import notices from './topics/notices.json' with { type: 'json' };
import premium from './topics/premium.json' with { type: 'json' };
import special from './topics/special.json' with { type: 'json' };
import ticketBooking from './topics/ticket-booking.json' with { type: 'json' };
import ticketRefundsAndChanges from './topics/ticket-refunds-and-changes.json' with { type: 'json' };
import { faqTopicsFrom, topicsFrom } from './topics/topic-builder';
import transport from './topics/transport.json' with { type: 'json' };

/** Every topic in the order the service pages list them (their sortOrder). */
export const ALL_TOPICS = [
  ...topicsFrom(ticketBooking),
  ...topicsFrom(ticketRefundsAndChanges),
  ...topicsFrom(ground),
  ...topicsFrom(premium),
  ...topicsFrom(special),
  ...topicsFrom(transport),
  ...faqTopicsFrom(faq),
  ...topicsFrom(notices),
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
