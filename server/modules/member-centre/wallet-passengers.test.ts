import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { DEV_CLOCK_CALLS, DEV_CLOCK_COOKIE } from '../../../contract/dev/clock';
import { jsonCall } from '../../testing/test-app';
import { loginWithPassword } from '../accounts/testing/account-test-calls';
import { DEMO_PASSWORD } from '../accounts/seed';
import { memberHeaders, suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { idCard, memberCall } from './testing/member-test-setup';
import { suiteApp } from '../../testing/suite-app';

type Reply<T = Record<string, unknown>> = { code: string; message: string; data: T };
const DAY_HOURS = 24;

describe('member-ffp/walletPassenger/query|add|update: the transferees, by their member-ffp paths', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const call = async <T = Record<string, unknown>>(
    path: string,
    payload: unknown,
    headers: Record<string, string> = zhangWei,
  ): Promise<Reply<T>> => (await jsonCall(test.app, path, payload, { 'accept-language': 'en', ...headers })).json();
  const person = (name: string, documentNo: string) => ({ name, documents: [{ documentType: '0', documentNo }] });

  it('adds with the transferee rules (a document needed, a waiting period), lists and updates as appmember does', async () => {
    expect(
      await call(MEMBER_CALLS.walletPassengerAdd, { name: '孙丽', documents: [{ documentType: '0', documentNo: '' }] }),
    ).toMatchObject({ code: 'RR0001', message: 'Please fill in at least one document' });
    const added = await call<{ id: number; takesEffect: string }>(
      MEMBER_CALLS.walletPassengerAdd,
      person('孙丽', idCard('1990-11-02', 31)),
    );
    expect(added.data.takesEffect).toBe('0');
    const viaAppmember = await memberCall(test.app, MEMBER_CALLS.queryAssignee, {}, zhangWei);
    expect(viaAppmember.data.map((entry: { id: number }) => entry.id)).toContain(added.data.id);
    const updated = await call<{ id: number; name: string }>(MEMBER_CALLS.walletPassengerUpdate, {
      id: added.data.id,
      ...person('孙莉', idCard('1990-11-02', 31)),
    });
    expect(updated.data.name).toBe('孙莉');
    const listed = await call<{ id: number; name: string }[]>(MEMBER_CALLS.walletPassengerQuery, {});
    expect(listed.data.map((entry) => entry.name)).toContain('孙莉');
    expect(listed.data.map((entry) => entry.id)).not.toContain(added.data.id);
  });

  it('another member sees none of them and cannot update them; nobody gets 401', async () => {
    const added = await call<{ id: number }>(MEMBER_CALLS.walletPassengerAdd, person('周敏', idCard('1992-02-03', 41)));
    const zhaoLei = await memberHeaders(test.app, '13600136000');
    expect(
      (await call<{ id: number }[]>(MEMBER_CALLS.walletPassengerQuery, {}, zhaoLei)).data.map((entry) => entry.id),
    ).not.toContain(added.data.id);
    expect(await call(MEMBER_CALLS.walletPassengerUpdate, { id: added.data.id, remove: true }, zhaoLei)).toMatchObject({
      code: 'M3001',
    });
    expect(
      (await call<{ id: number }[]>(MEMBER_CALLS.walletPassengerQuery, {})).data.map((entry) => entry.id),
    ).toContain(added.data.id);
    for (const path of [
      MEMBER_CALLS.walletPassengerQuery,
      MEMBER_CALLS.walletPassengerAdd,
      MEMBER_CALLS.walletPassengerUpdate,
    ]) {
      expect(
        (
          await jsonCall(test.app, path, {
            id: added.data.id,
            remove: true,
            ...person('周敏', idCard('1992-02-03', 42)),
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('the dev clock moves time for the caller holding its cookie only: a week on, the transferee is in effect', async () => {
    const added = await call<{ id: number }>(MEMBER_CALLS.walletPassengerAdd, person('吴桐', idCard('1993-04-05', 51)));
    const travel = await jsonCall(test.app, DEV_CLOCK_CALLS.travel, { offsetHours: 8 * DAY_HOURS });
    const cookie = String(travel.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe(`${DEV_CLOCK_COOKIE}=${8 * DAY_HOURS * 3_600_000}`);
    // Today's session has expired a week later: log in again on the moved clock.
    const login = await loginWithPassword(test.app, '13800138000', DEMO_PASSWORD, { cookie });
    const moved = await call<{ id: number; takesEffect: string }[]>(
      MEMBER_CALLS.walletPassengerQuery,
      {},
      { cookie, jwtToken: login.data.outcome === 'loggedIn' ? login.data.user.jwtToken : '' },
    );
    expect(moved.data.find((entry) => entry.id === added.data.id)!.takesEffect).toBe('1');
    const now = await call<{ id: number; takesEffect: string }[]>(MEMBER_CALLS.walletPassengerQuery, {});
    expect(now.data.find((entry) => entry.id === added.data.id)!.takesEffect).toBe('0');
  });
});
