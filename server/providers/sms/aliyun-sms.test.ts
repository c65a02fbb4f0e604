import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { smsCheckCodes } from '../../db/schema/accounts';
import { requestCode } from '../../modules/accounts/testing/account-test-calls';
import { startAliyunSmsDouble } from '../../testing/aliyun-sms-double';
import { createTestApp, formCall, type TestApp } from '../../testing/test-app';

const KEY = { id: 'LTAI5tTestAccessKey', secret: 'test-access-key-secret' };
const MINUTE = 60_000;

describe('Alibaba Cloud SMS, against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof startAliyunSmsDouble>>;
  let test: TestApp;
  beforeAll(async () => {
    double = await startAliyunSmsDouble(KEY);
    test = await createTestApp({
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: KEY.id,
        ALIYUN_SMS_ACCESS_KEY_SECRET: KEY.secret,
        ALIYUN_SMS_SIGN_NAME: '河北航空',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_471000001',
        ALIYUN_SMS_ENDPOINT: double.url,
        ALIYUN_SMS_TIMEOUT_MS: '800',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await double.close();
  });
  beforeEach(() => {
    double.answerWith('ok');
    test.clock.advance(2 * MINUTE); // past the one-code-a-minute limit of the previous test's mobile
  });

  const codesStored = async (mobile: string) =>
    (await test.database.db.select({ n: count() }).from(smsCheckCodes).where(eq(smsCheckCodes.mobile, mobile)))[0]!.n;
  const login = (mobile: string, checkCode: string) =>
    formCall(test.app, ACCOUNT_CALLS.loginByCheckCode, { mobile, checkCode }).then((reply) => reply.json());

  it('sends the code in the approved template under the sign name, signed with the access key, and the code works', async () => {
    expect(await requestCode(test.app, '13800138000', 'login')).toMatchObject({ resultCode: '0' });
    const sent = double.received.at(-1)!;
    expect(sent).toMatchObject({ phoneNumbers: '13800138000', signName: '河北航空', templateCode: 'SMS_471000001' });
    expect(sent.templateParam.code).toMatch(/^\d{6}$/);
    expect(await login('13800138000', sent.templateParam.code!)).toMatchObject({ resultCode: '0' });
  });

  it.each([
    ['quota', 'zh-CN', '验证码暂时未能发送，请几分钟后重试', '13900139001'],
    ['badTemplate', 'en', 'The code could not be sent just now; please try again in a few minutes', '13900139002'],
    ['silence', 'zh-TW', '驗證碼暫時未能發送，請幾分鐘後重試', '13900139003'],
  ] as const)(
    'the provider answering %s: the traveller reads why in their language and no code counts as sent',
    async (answer, language, message, mobile) => {
      // Each case its own caller, so the risk engine's count of codes asked for stays out of it.
      const caller = { 'x-forwarded-for': `198.51.100.${mobile.slice(-1)}` };
      const before = await codesStored(mobile);
      double.answerWith(answer);
      const started = Date.now();
      const reply = await formCall(
        test.app,
        ACCOUNT_CALLS.sendMobileCheckCode,
        { mobile, purpose: 'login' },
        { ...caller, 'accept-language': language },
      ).then((response) => response.json());
      expect(reply).toMatchObject({ resultCode: 'E2090', resultMsg: message });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await codesStored(mobile)).toBe(before);
      // Nothing was used up: the provider answering again, the same mobile gets its code at once.
      double.answerWith('ok');
      expect(await requestCode(test.app, mobile, 'login', caller)).toMatchObject({ resultCode: '0' });
      expect(await codesStored(mobile)).toBe(before + 1);
    },
  );

  it('a code whose resend the provider refused leaves the earlier code working', async () => {
    const mobile = '13700137000';
    await requestCode(test.app, mobile, 'login');
    const first = double.received.at(-1)!.templateParam.code!;
    test.clock.advance(2 * MINUTE);
    double.answerWith('quota');
    expect(await requestCode(test.app, mobile, 'login')).toMatchObject({ resultCode: 'E2090' });
    expect(await login(mobile, first)).toMatchObject({ resultCode: '0' });
  });

  it('a wrong access key secret is refused by the signature check and not sent', async () => {
    const wrongKey = await createTestApp({
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: KEY.id,
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret',
        ALIYUN_SMS_SIGN_NAME: '河北航空',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_471000001',
        ALIYUN_SMS_ENDPOINT: double.url,
      },
    });
    try {
      const sentBefore = double.received.length;
      expect(await requestCode(wrongKey.app, '13600136000', 'login')).toMatchObject({ resultCode: 'E2090' });
      expect(double.received).toHaveLength(sentBefore);
    } finally {
      await wrongKey.close();
    }
  });
});
