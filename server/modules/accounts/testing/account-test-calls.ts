import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_CALLS,
  type CheckCodePurpose,
  type LoginData,
  type SessionUser,
} from '../../../../contract/calls/accounts';
import { formCall, jsonCall } from '../../../testing/test-app';

/** Calls the account tests share: ask for a code, read it from the outbox, log in. */
export async function requestCode(
  app: FastifyInstance,
  mobile: string,
  purpose: CheckCodePurpose,
  headers: Record<string, string> = {},
) {
  return (await formCall(app, ACCOUNT_CALLS.sendMobileCheckCode, { mobile, purpose }, headers)).json();
}

export async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${ACCOUNT_CALLS.latestOutboxMessage}?mobile=${mobile}` });
  return response.json().data.code;
}

export async function loginWithPassword(
  app: FastifyInstance,
  account: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return (await formCall(app, ACCOUNT_CALLS.loginByPassword, { account, password }, headers)).json() as {
    resultCode: string;
    resultMsg: string;
    data: LoginData;
  };
}

export async function loggedInUser(app: FastifyInstance, account: string, password: string): Promise<SessionUser> {
  const reply = await loginWithPassword(app, account, password);
  if (reply.data?.outcome !== 'loggedIn') throw new Error(`login failed: ${reply.resultMsg}`);
  return reply.data.user;
}

export function queryLoginMember(app: FastifyInstance, jwtToken: string) {
  return jsonCall(app, ACCOUNT_CALLS.queryLoginMember, {}, { jwtToken });
}
