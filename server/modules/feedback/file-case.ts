import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_REFUSALS,
  type FeedbackCasePayload,
  type FiledCase,
  type PhotoUpload,
} from '../../../contract/calls/feedback';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { feedbackCaseEvents, feedbackCases, feedbackPhotos } from '../../db/schema/feedback';
import { requireMember } from '../accounts/sessions';
import { guardAttempt, recordAttemptSuccess } from '../risk/risk-engine';
import { newCaseNo } from './case-numbers';
import { preparePhoto, type PreparedPhoto } from './case-photos';
import { lockKeys } from '../../shared/transaction-locks';

type ParsedCase = Omit<Required<FeedbackCasePayload>, 'photos' | 'flightNo' | 'flightDate' | 'ticketNo' | 'email'> & {
  flightNo?: string;
  flightDate?: string;
  ticketNo?: string;
  email?: string;
  photos: Required<PhotoUpload>[];
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * submitCase: photos are checked and re-encoded first (a bad file changes nothing), then the daily limits
 * per mobile and address (counted from the cases themselves, under a lock per mobile so two quick submits
 * cannot both slip under), then the risk engine's slider for bursts; the case, its first step and its
 * photos are written in one transaction.
 */
export async function fileCase(context: CallContext, payload: ParsedCase): Promise<FiledCase> {
  const member = context.headers.jwtToken ? await requireMember(context) : undefined;
  const photos: PreparedPhoto[] = [];
  for (const [index, upload] of payload.photos.entries()) photos.push(await preparePhoto(upload, index));
  const attempt = { action: 'feedback', subject: payload.mobile } as const;
  await guardAttempt(context, attempt);
  const now = context.clock.now();
  const caseNo = newCaseNo(payload.kind, now);
  await context.db.transaction(async (tx) => {
    await lockKeys(tx as unknown as Db, [`feedback:${payload.mobile}`]);
    await assertWithinDailyLimits(tx as unknown as Db, payload.mobile, context.request.ip, now);
    const [row] = await tx
      .insert(feedbackCases)
      .values({
        caseNo,
        kind: payload.kind,
        category: payload.category,
        memberId: member?.memberId ?? null,
        flightNo: payload.flightNo ?? null,
        flightDate: payload.flightDate ?? null,
        ticketNo: payload.ticketNo ?? null,
        contactName: payload.contactName,
        contactMobile: payload.mobile,
        contactEmail: payload.email ?? null,
        content: payload.content,
        status: 'received',
        clientAddress: context.request.ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: feedbackCases.id });
    await tx.insert(feedbackCaseEvents).values({ caseId: row!.id, status: 'received', at: now });
    if (photos.length)
      await tx
        .insert(feedbackPhotos)
        .values(photos.map((photo, position) => ({ id: randomUUID(), caseId: row!.id, position, ...photo })));
  });
  await recordAttemptSuccess(context, attempt);
  return { caseNo, kind: payload.kind, status: 'received', createdAt: now.toISOString() };
}

async function assertWithinDailyLimits(db: Db, mobile: string, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const filedSince = async (condition: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ filed: count() })
      .from(feedbackCases)
      .where(and(condition, gt(feedbackCases.createdAt, since)));
    return row?.filed ?? 0;
  };
  if ((await filedSince(eq(feedbackCases.contactMobile, mobile))) >= FEEDBACK_LIMITS.perMobilePerDay) {
    throw new CallError(FEEDBACK_REFUSALS.tooManyToday, 'feedback.refusals.tooManyFromMobile', {
      limit: FEEDBACK_LIMITS.perMobilePerDay,
    });
  }
  if ((await filedSince(eq(feedbackCases.clientAddress, address))) >= FEEDBACK_LIMITS.perAddressPerDay) {
    throw new CallError(FEEDBACK_REFUSALS.tooManyToday, 'feedback.refusals.tooManyFromAddress');
  }
}
