import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  CaseEvent,
  FeedbackCaseDetail,
  FeedbackCaseSummary,
  FeedbackKind,
} from '../../../contract/calls/feedback';
import { maskName } from '../../../contract/masking';
import { maskMobile } from '../../../contract/validators/mobile';
import type { CallContext } from '../../calls/call';
import { feedbackCaseEvents, feedbackCases, feedbackPhotos } from '../../db/schema/feedback';
import type { CaseRow } from './case-access';

const EXCERPT_CHARS = 60;

function summaryOf(row: CaseRow): FeedbackCaseSummary {
  return {
    caseNo: row.caseNo,
    kind: row.kind,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    excerpt: row.content.length > EXCERPT_CHARS ? `${row.content.slice(0, EXCERPT_CHARS)}…` : row.content,
  };
}

/** myCases: the member's own cases, newest first. */
export async function memberCases(
  context: CallContext,
  memberId: string,
  kind: FeedbackKind | undefined,
): Promise<FeedbackCaseSummary[]> {
  const rows = await context.db
    .select()
    .from(feedbackCases)
    .where(and(eq(feedbackCases.memberId, memberId), kind ? eq(feedbackCases.kind, kind) : undefined))
    .orderBy(desc(feedbackCases.createdAt), desc(feedbackCases.id))
    .limit(100);
  return rows.map(summaryOf);
}

/** One case with its timeline and photos; contact details come back masked, as on any screen that may be shared. */
export async function caseDetail(context: CallContext, row: CaseRow): Promise<FeedbackCaseDetail> {
  const events = await context.db
    .select()
    .from(feedbackCaseEvents)
    .where(eq(feedbackCaseEvents.caseId, row.id))
    .orderBy(asc(feedbackCaseEvents.at), asc(feedbackCaseEvents.id));
  const photos = await context.db
    .select({ photoId: feedbackPhotos.id, width: feedbackPhotos.width, height: feedbackPhotos.height })
    .from(feedbackPhotos)
    .where(eq(feedbackPhotos.caseId, row.id))
    .orderBy(asc(feedbackPhotos.position));
  return {
    ...summaryOf(row),
    flightNo: row.flightNo ?? undefined,
    flightDate: row.flightDate ?? undefined,
    ticketNo: row.ticketNo ?? undefined,
    contactName: maskName(row.contactName),
    mobile: maskMobile(row.contactMobile),
    email: row.contactEmail ? maskEmail(row.contactEmail) : undefined,
    content: row.content,
    photos,
    timeline: events.map((event): CaseEvent => ({
      status: event.status,
      at: event.at.toISOString(),
      ...(event.reply ? { reply: event.reply } : {}),
    })),
  };
}

export async function casePhoto(context: CallContext, row: CaseRow, photoId: string): Promise<Buffer | undefined> {
  const [photo] = await context.db
    .select({ bytes: feedbackPhotos.bytes })
    .from(feedbackPhotos)
    .where(and(eq(feedbackPhotos.id, photoId), eq(feedbackPhotos.caseId, row.id)));
  return photo?.bytes;
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
