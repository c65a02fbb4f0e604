import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS, type SessionUser } from '../../../../contract/calls/accounts';
import { checkCharacter } from '../../../../contract/validators/id-card';
import type { Db } from '../../../db/client';
import { memberAssignees } from '../../../db/schema/member-centre';
import { formCall } from '../../../testing/test-app';
import { latestCode, requestCode } from '../../accounts/testing/account-test-calls';

export const NEW_PASSWORD = 'Fly@2026x';

/** A mainland ID number with a valid check character (Shijiazhuang area code). */
export function idCard(birth: string, sequence: number): string {
  const first17 = `130102${birth.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

/** A freshly registered member (unverified, no club), logged in. Each mobile once per app. */
export async function newMember(
  app: FastifyInstance,
  mobile: string,
): Promise<{ user: SessionUser; headers: Record<string, string> }> {
  await requestCode(app, mobile, 'register');
  const checkCode = await latestCode(app, mobile);
  const reply = await formCall(app, ACCOUNT_CALLS.register, {
    mobile,
    checkCode,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    agree: true,
  }).then((response) => response.json());
  if (reply.data?.outcome !== 'loggedIn') throw new Error(`register failed: ${reply.resultMsg ?? reply.rMessage}`);
  return { user: reply.data.user, headers: { jwtToken: reply.data.user.jwtToken } };
}

export function memberCall(app: FastifyInstance, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return formCall(app, path, payload, { 'accept-language': 'en', ...headers }).then((response) => response.json());
}

/** Test shortcut: these people become the member's transferees, already in effect (as after the waiting period). */
export async function effectiveTransferees(
  db: Db,
  memberId: string,
  people: readonly { name: string; documentType: string; documentNo: string }[],
  now: Date,
): Promise<void> {
  await db.insert(memberAssignees).values(
    people.map((person) => ({
      memberId,
      name: person.name,
      documents: [{ documentType: person.documentType, documentNo: person.documentNo.toUpperCase() }],
      effectiveAt: new Date(now.getTime() - 1000),
      // Made long ago, so they use none of this year's changes.
      createdAt: new Date(now.getTime() - 400 * 86_400_000),
    })),
  );
}
