import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type * as z from 'zod';
import {
  ASSIGNEE_REFUSALS,
  ASSIGNEE_RULES,
  type Assignee,
  type assigneeInputSchema,
  type PassengerBookRule,
} from '../../../contract/calls/member/assignees';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { memberAssignees } from '../../db/schema/member-centre';
import { requireMember } from '../accounts/sessions';
import { inTransactionLockedOn } from '../../shared/transaction-locks';

type AssigneeInput = z.output<typeof assigneeInputSchema>;
type AssigneeRow = typeof memberAssignees.$inferSelect;

const DAY = 86_400_000;
const live = (memberId: string) => and(eq(memberAssignees.memberId, memberId), isNull(memberAssignees.removedAt));

function toAssignee(row: AssigneeRow, now: Date): Assignee {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    firstName: row.firstName,
    mobile: row.mobile,
    documents: row.documents,
    takesEffect: row.effectiveAt <= now ? '1' : '0',
    effectiveAt: row.effectiveAt.toISOString(),
  };
}

/** Each add or modify makes a row: the rows of the last 365 days are the changes used this year. */
async function changesInLastYear(db: Db, memberId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberAssignees)
    .where(
      and(eq(memberAssignees.memberId, memberId), gt(memberAssignees.createdAt, new Date(now.getTime() - 365 * DAY))),
    );
  return row?.total ?? 0;
}

export async function passengerBookRule(context: CallContext): Promise<PassengerBookRule> {
  const { memberId } = await requireMember(context);
  const used = await changesInLastYear(context.db, memberId, context.clock.now());
  return { ...ASSIGNEE_RULES, changesLeftThisYear: Math.max(ASSIGNEE_RULES.maxChangesPerYear - used, 0) };
}

export async function queryAssignees(context: CallContext): Promise<Assignee[]> {
  const { memberId } = await requireMember(context);
  const rows = await context.db.select().from(memberAssignees).where(live(memberId)).orderBy(memberAssignees.id);
  return rows.map((row) => toAssignee(row, context.clock.now()));
}

/** One member's transferees change one at a time, so the limits hold when two requests race. */
function inMemberTransaction<T>(context: CallContext, memberId: string, work: (db: Db) => Promise<T>): Promise<T> {
  return inTransactionLockedOn(context.db, [`assignees:${memberId}`], work);
}

async function assertWithinLimits(
  db: Db,
  memberId: string,
  input: AssigneeInput,
  now: Date,
  replacing?: number,
): Promise<void> {
  const current = await db.select().from(memberAssignees).where(live(memberId));
  const others = current.filter((row) => row.id !== replacing);
  if (others.length >= ASSIGNEE_RULES.maxAssignees)
    throw new CallError(ASSIGNEE_REFUSALS.limitReached, 'member.assignee.errors.limitReached', {
      max: ASSIGNEE_RULES.maxAssignees,
    });
  if ((await changesInLastYear(db, memberId, now)) >= ASSIGNEE_RULES.maxChangesPerYear) {
    throw new CallError(ASSIGNEE_REFUSALS.changesUsedUp, 'member.assignee.errors.changesUsedUp', {
      max: ASSIGNEE_RULES.maxChangesPerYear,
    });
  }
  const taken = new Set(others.flatMap((row) => row.documents.map((document) => document.documentNo)));
  if (input.documents.some((document) => taken.has(document.documentNo)))
    throw new CallError(ASSIGNEE_REFUSALS.duplicate, 'member.assignee.errors.duplicate');
}

async function insertAssignee(db: Db, memberId: string, input: AssigneeInput, now: Date): Promise<AssigneeRow> {
  const [row] = await db
    .insert(memberAssignees)
    .values({
      memberId,
      name: input.name,
      lastName: input.lastName ?? '',
      firstName: input.firstName ?? '',
      mobile: input.mobile ?? '',
      documents: input.documents,
      effectiveAt: new Date(now.getTime() + ASSIGNEE_RULES.waitingDays * DAY),
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function addAssignee(context: CallContext, input: AssigneeInput): Promise<Assignee> {
  const { memberId } = await requireMember(context);
  const now = context.clock.now();
  return inMemberTransaction(context, memberId, async (db) => {
    await assertWithinLimits(db, memberId, input, now);
    return toAssignee(await insertAssignee(db, memberId, input, now), now);
  });
}

/**
 * A modified transferee is a new entry that waits again (otherwise a change of person would skip the
 * waiting period); removing one ends it at once and uses no change.
 */
export async function modifyAssignee(
  context: CallContext,
  input: (AssigneeInput & { id: number }) | { id: number; remove: true },
): Promise<Assignee | { id: number }> {
  const { memberId } = await requireMember(context);
  const now = context.clock.now();
  return inMemberTransaction(context, memberId, async (db) => {
    const [ended] = await db
      .update(memberAssignees)
      .set({ removedAt: now })
      .where(and(live(memberId), eq(memberAssignees.id, input.id)))
      .returning();
    if (!ended) throw new CallError(ASSIGNEE_REFUSALS.notFound, 'member.assignee.errors.notFound');
    if ('remove' in input) return { id: input.id };
    await assertWithinLimits(db, memberId, input, now, input.id);
    return toAssignee(await insertAssignee(db, memberId, input, now), now);
  });
}

/** The document numbers of the member's transferees that have taken effect by `now`. */
export async function effectiveAssigneeDocuments(db: Db, memberId: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ documents: memberAssignees.documents })
    .from(memberAssignees)
    .where(and(live(memberId), lte(memberAssignees.effectiveAt, now)));
  return new Set(rows.flatMap((row) => row.documents.map((document) => document.documentNo)));
}
