import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../accounts/seed';
import { loggedInUser } from '../../accounts/testing/account-test-calls';
import type { TestApp } from '../../../testing/test-app';
import { formCall } from '../../../testing/test-app';
import { createTicketedTrip, type TicketedTripOptions } from '../../../dev/ticketed-trip';

/** What the check-in tests share: a logged-in member, a ticketed trip of theirs, the calls. */
export interface Reply<T = any> {
  resultCode: string;
  resultMsg: string;
  data: T;
  rCode?: string;
  rMessage?: string;
}

export const ZHANG_WEI = DEMO_MEMBERS[0]!;
export const LI_NA = DEMO_MEMBERS[1]!;

export async function memberHeaders(
  app: FastifyInstance,
  mobile: string = ZHANG_WEI.mobile,
): Promise<Record<string, string>> {
  return { jwtToken: (await loggedInUser(app, mobile, DEMO_PASSWORD)).jwtToken };
}

export async function call<T = any>(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string>,
  locale = 'zh-CN',
): Promise<Reply<T>> {
  return (await formCall(app, path, payload, { ...headers, 'accept-language': locale })).json();
}

export function tripFor(test: TestApp, options: Partial<TicketedTripOptions> = {}) {
  return createTicketedTrip(test.database.db, {
    memberId: ZHANG_WEI.id,
    now: test.clock.now(),
    ticketPrefix: '880',
    ...options,
  });
}
