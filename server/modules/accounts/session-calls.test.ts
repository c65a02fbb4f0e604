import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { jsonCall } from '../../testing/test-app';
import { latestCode, loggedInUser, queryLoginMember, requestCode } from './testing/account-test-calls';
import { DEMO_PASSWORD } from './seed';
import { suiteApp } from '../../testing/suite-app';

describe('session calls', () => {
  const test = suiteApp();

  it('skipFfpRenewNotice closes the notice for good and returns the new user info', async () => {
    const user = await loggedInUser(test.app, '13600136000', DEMO_PASSWORD);
    const skip = () =>
      jsonCall(
        test.app,
        ACCOUNT_CALLS.skipFfpRenewNotice,
        { ffpRenewNoticeId: user.ffpRenewNotice!.ffpRenewNoticeId },
        { jwtToken: user.jwtToken, 'accept-language': 'en' },
      );
    expect((await skip()).json()).toMatchObject({
      code: 'success',
      data: { userid: 'demo-renewal', jwtToken: user.jwtToken, ffpRenewNotice: null },
    });
    expect((await skip()).json()).toMatchObject({
      code: 'E1401',
      message: 'The renewal notice does not exist or was closed',
    });
    expect((await queryLoginMember(test.app, user.jwtToken)).json().data.ffpRenewNotice).toBeNull();
  });

  it("will not skip another member's notice", async () => {
    const other = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const response = await jsonCall(
      test.app,
      ACCOUNT_CALLS.skipFfpRenewNotice,
      { ffpRenewNoticeId: 'renew-demo-renewal' },
      { jwtToken: other.jwtToken },
    );
    expect(response.json().code).toBe('E1401');
  });

  it('keeps a session token working on every call until it expires, then answers 401', async () => {
    const user = await loggedInUser(test.app, '13900139000', DEMO_PASSWORD);
    for (let call = 0; call < 2; call += 1)
      expect((await queryLoginMember(test.app, user.jwtToken)).json()).toMatchObject({ code: 'success' });
    test.clock.advance(12 * 3_600_000);
    expect((await queryLoginMember(test.app, user.jwtToken)).statusCode).toBe(401);
    test.clock.advance(-12 * 3_600_000);
  });

  it('a development server lists codes on GET /dev/outbox', async () => {
    await requestCode(test.app, '13700137000', 'login');
    const page = await test.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<b>${await latestCode(test.app, '13700137000')}</b>`);
  });
});
