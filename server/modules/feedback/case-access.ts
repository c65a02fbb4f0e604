import { jwtVerify, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { FEEDBACK_REFUSALS } from '../../../contract/calls/feedback';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { feedbackCases } from '../../db/schema/feedback';
import { serverSecret } from '../../shared/server-secret';
import { requireMember } from '../accounts/sessions';

const ACCESS_TYPE = 'feedback-case+jwt';
export const CASE_ACCESS_MINUTES = 30;

export type CaseRow = typeof feedbackCases.$inferSelect;

/** After the mobile's code: a token that opens this one case for half an hour, signed so any instance can check it. */
export async function issueCaseAccess(
  context: CallContext,
  caseNo: string,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const expiresAt = new Date(context.clock.now().getTime() + CASE_ACCESS_MINUTES * 60_000);
  const accessToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
    .setSubject(caseNo)
    .setIssuedAt(Math.floor(context.clock.now().getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await serverSecret(context));
  return { accessToken, expiresAt };
}

export function caseNotFound(): CallError {
  return new CallError(FEEDBACK_REFUSALS.notFound, 'feedback.refusals.notFound');
}

export async function findCase(context: CallContext, caseNo: string): Promise<CaseRow | undefined> {
  const [row] = await context.db.select().from(feedbackCases).where(eq(feedbackCases.caseNo, caseNo));
  return row;
}

/**
 * The case, for its member or for the holder of a valid access token to it; anyone else (another member,
 * nobody, a token for another case) gets the same answer as for a number that does not exist.
 */
export async function readableCase(
  context: CallContext,
  caseNo: string,
  accessToken: string | undefined,
): Promise<CaseRow> {
  if (accessToken && (await tokenOpens(context, accessToken, caseNo))) {
    const row = await findCase(context, caseNo);
    if (row) return row;
  } else if (context.headers.jwtToken) {
    const { memberId } = await requireMember(context);
    const row = await findCase(context, caseNo);
    if (row && row.memberId === memberId) return row;
  }
  throw caseNotFound();
}

async function tokenOpens(context: CallContext, token: string, caseNo: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(context), {
      typ: ACCESS_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub === caseNo;
  } catch {
    return false;
  }
}
