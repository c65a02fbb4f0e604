import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS, type SessionUser } from '../../../contract/calls/accounts';
import { checkCharacter } from '../../../contract/validators/id-card';
import { formCall } from '../../testing/test-app';
import { latestCode, requestCode } from '../accounts/account-test-calls';

export const NEW_PASSWORD = 'Fly@2026x';

/** A mainland ID number with a valid check character (Shijiazhuang area code). */
export function idCard(birth: string, sequence: number): string {
  const first17 = `130102${birth.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

/** A freshly registered member (unverified, no club), logged in. Each mobile once per app. */
export async function newMember(app: FastifyInstance, mobile: string): Promise<{ user: SessionUser; headers: Record<string, string> }> {
  await requestCode(app, mobile, 'register');
  const checkCode = await latestCode(app, mobile);
  const reply = await formCall(app, ACCOUNT_CALLS.register, { mobile, checkCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, agree: true }).then((response) => response.json());
  if (reply.data?.outcome !== 'loggedIn') throw new Error(`register failed: ${reply.resultMsg ?? reply.rMessage}`);
  return { user: reply.data.user, headers: { jwtToken: reply.data.user.jwtToken } };
}

export function memberCall(app: FastifyInstance, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return formCall(app, path, payload, { 'accept-language': 'en', ...headers }).then((response) => response.json());
}
