import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCheckCodes } from '../../db/schema/accounts';

/**
 * A code the SMS provider did not take is withdrawn as if never issued: its row goes (so it counts toward
 * no per-mobile or per-address limit) and the codes it superseded work again, in one transaction.
 */
export async function withdrawUnsentCode(db: Db, issued: { codeId: number; supersededIds: number[] }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(smsCheckCodes).where(eq(smsCheckCodes.id, issued.codeId));
    if (issued.supersededIds.length)
      await tx.update(smsCheckCodes).set({ usedAt: null }).where(inArray(smsCheckCodes.id, issued.supersededIds));
  });
}
