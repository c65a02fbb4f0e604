import type { CaseAccess, VerifyCasePayload } from '../../../contract/calls/feedback';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { consumeCheckCode } from '../accounts/check-codes';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { caseNotFound, findCase, issueCaseAccess } from './case-access';

/**
 * A visitor's lookup: the code proves the mobile, and the case must have that mobile as its contact. A wrong
 * code, an unknown number and another mobile's case all count as failures of this case number.
 */
export async function verifyCase(context: CallContext, payload: Required<VerifyCasePayload>): Promise<CaseAccess> {
  const attempt = { action: 'caseLookup', subject: payload.caseNo } as const;
  await guardAttempt(context, attempt);
  try {
    await consumeCheckCode(context, payload.mobile, 'feedback', payload.checkCode);
    const row = await findCase(context, payload.caseNo);
    if (!row || row.contactMobile !== payload.mobile) throw caseNotFound();
    await recordAttemptSuccess(context, attempt);
    const { accessToken, expiresAt } = await issueCaseAccess(context, row.caseNo);
    return { caseNo: row.caseNo, kind: row.kind, accessToken, expiresAt: expiresAt.toISOString() };
  } catch (error) {
    if (error instanceof CallError) await recordAttemptFailure(context, attempt);
    throw error;
  }
}
