import * as z from 'zod';
import type { Db } from '../client';
import { agreements } from '../schema/content';
import agreementsJson from './agreements.json' with { type: 'json' };
import { localizedDocumentSchema, titleAndContent } from './topics/topic-builder';

// The agreements' text is content the airline's editors keep in agreements.json; parsed when the seed loads.
const AGREEMENTS = z
  .array(z.object({ type: z.string().min(1), version: z.string().min(1) }).extend(localizedDocumentSchema.shape))
  .parse(agreementsJson);

export async function seedAgreements(db: Db): Promise<void> {
  await db
    .insert(agreements)
    .values(
      AGREEMENTS.map(({ type, version, ...translations }) => ({ type, version, ...titleAndContent(translations) })),
    );
}
