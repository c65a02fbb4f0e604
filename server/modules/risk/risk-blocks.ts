import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { riskBlocks } from '../../db/schema/risk';
import { normalizeSubject } from './attempt-log';

export type BlockKind = 'device' | 'subject';

export interface Block {
  kind: BlockKind;
  /** The dfp of a device, or the mobile/account of a subject. */
  value: string;
  /** An i18n key under risk.reason. */
  reasonKey: string;
  /** Until when; undefined blocks until someone lifts it. */
  until?: Date;
}

/** Blocks a device or a mobile/account; the next guarded attempt is refused with '1404' and the reason. */
export async function block(db: Db, clock: Clock, entry: Block): Promise<void> {
  const value = entry.kind === 'subject' ? normalizeSubject(entry.value) : entry.value;
  const row = {
    kind: entry.kind,
    value,
    reasonKey: entry.reasonKey,
    until: entry.until ?? null,
    createdAt: clock.now(),
  };
  await db
    .insert(riskBlocks)
    .values(row)
    .onConflictDoUpdate({
      target: [riskBlocks.kind, riskBlocks.value],
      set: { reasonKey: row.reasonKey, until: row.until, createdAt: row.createdAt },
    });
}

export async function liftBlock(db: Db, kind: BlockKind, value: string): Promise<void> {
  const key = kind === 'subject' ? normalizeSubject(value) : value;
  await db.delete(riskBlocks).where(and(eq(riskBlocks.kind, kind), eq(riskBlocks.value, key)));
}

/** The reason key of a block in force on this device or subject, if any. */
export async function activeBlockReason(
  db: Db,
  now: Date,
  target: { dfp: string; subject: string },
): Promise<string | undefined> {
  const targets = [and(eq(riskBlocks.kind, 'subject'), eq(riskBlocks.value, normalizeSubject(target.subject)))];
  if (target.dfp) targets.push(and(eq(riskBlocks.kind, 'device'), eq(riskBlocks.value, target.dfp)));
  const [row] = await db
    .select({ reasonKey: riskBlocks.reasonKey })
    .from(riskBlocks)
    .where(and(or(...targets), or(isNull(riskBlocks.until), gt(riskBlocks.until, now))))
    .limit(1);
  return row?.reasonKey;
}
