import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/customer-service';
import { requireMember } from '../accounts/sessions';

type Owner = { memberId: string } | { deviceCode: string };

/** Whose conversation a call is about: the logged-in member (a JWT is sent), else the visitor's device. */
export async function callerOf(context: CallContext): Promise<Owner> {
  if (context.headers.jwtToken) return { memberId: (await requireMember(context)).memberId };
  if (!context.headers.deviceCode) throw new CallError('400', 'chat.errors.noDevice');
  return { deviceCode: context.headers.deviceCode };
}

function ownedBy(owner: Owner) {
  return 'memberId' in owner
    ? eq(chatConversations.memberId, owner.memberId)
    : and(eq(chatConversations.deviceCode, owner.deviceCode), isNull(chatConversations.memberId));
}

export async function findConversation(db: Db, owner: Owner): Promise<string | undefined> {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(ownedBy(owner));
  return row?.id;
}

/**
 * The caller's conversation, opened on first use. A member's starts with a welcome notice, so the first
 * poll after their first login lights the unread dot; a passing visitor gets no dot uninvited.
 */
export async function openConversation(context: CallContext, owner: Owner): Promise<string> {
  const existing = await findConversation(context.db, owner);
  if (existing) return existing;
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const values = 'memberId' in owner ? { memberId: owner.memberId } : { deviceCode: owner.deviceCode };
    // Two first calls at once (queryNews and getToken) both try; the unique index lets one win.
    const [created] = await tx
      .insert(chatConversations)
      .values({ id: randomUUID(), ...values, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: chatConversations.id });
    if (!created) return (await findConversation(tx as unknown as Db, owner))!;
    if ('memberId' in owner) {
      await tx.insert(chatMessages).values({
        conversationId: created.id,
        author: 'service',
        body: { kind: 'notice', noticeKey: 'welcome' },
        createdAt: now,
      });
    }
    return created.id;
  });
}
