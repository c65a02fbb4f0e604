import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_CALLS, type ChatMessage } from '../../../contract/calls/customer-service';
import { jsonCall } from '../../testing/test-app';
import { loggedInUser } from '../accounts/testing/account-test-calls';
import { DEMO_PASSWORD } from '../accounts/seed';
import { suiteApp } from '../../testing/suite-app';

type Headers = Record<string, string>;

describe('customer-service chat calls', () => {
  const test = suiteApp();

  const call = (path: string, payload: unknown, headers: Headers) =>
    jsonCall(test.app, path, payload, headers).then((response) => response.json());
  const tokenFor = async (headers: Headers): Promise<string> =>
    (await call(CUSTOMER_SERVICE_CALLS.getToken, {}, headers)).data.token;
  const news = (headers: Headers) =>
    call(CUSTOMER_SERVICE_CALLS.queryNews, {}, headers).then(
      (reply) => reply.data as { unreadCount: number; news: ChatMessage[] },
    );
  const conversation = (token: string, headers: Headers = {}) =>
    call(CUSTOMER_SERVICE_CALLS.queryMessages, { token }, headers).then(
      (reply) => reply.data.messages as ChatMessage[],
    );
  const ask = (token: string, text: string, headers: Headers = {}) =>
    call(CUSTOMER_SERVICE_CALLS.sendMessage, { token, text }, headers).then(
      (reply) => reply.data.messages as ChatMessage[],
    );
  const member = async (mobile: string) => ({
    jwtToken: (await loggedInUser(test.app, mobile, DEMO_PASSWORD)).jwtToken,
    deviceCode: `device-of-${mobile}`,
  });

  describe('getToken', () => {
    it('gives an anonymous visitor a chat token bound to the device, not a session JWT', async () => {
      const token = await tokenFor({ deviceCode: 'anon-device-1' });
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ typ: 'chat+jwt' });
      await ask(token, 'hello');
      // Another token for the same device opens the same conversation.
      expect(await conversation(await tokenFor({ deviceCode: 'anon-device-1' }))).toHaveLength(2);
    });

    it('binds a logged-in member to their own conversation, whatever the device', async () => {
      const { jwtToken } = await member('13900139000');
      const first = await tokenFor({ jwtToken, deviceCode: 'laptop' });
      await ask(first, 'hello');
      expect(await conversation(await tokenFor({ jwtToken, deviceCode: 'phone' }))).toHaveLength(3);
      // The same device without the login is a different, anonymous conversation.
      expect(await conversation(await tokenFor({ deviceCode: 'laptop' }))).toEqual([]);
    });

    it('refuses a visitor without a device code and a forged session', async () => {
      expect((await call(CUSTOMER_SERVICE_CALLS.getToken, {}, {})).code).toBe('400');
      const forged = await jsonCall(
        test.app,
        CUSTOMER_SERVICE_CALLS.getToken,
        {},
        { jwtToken: 'not-a-jwt', deviceCode: 'x' },
      );
      expect(forged.statusCode).toBe(401);
    });

    it('refuses a forged or expired chat token in the user language', async () => {
      const refused = await call(
        CUSTOMER_SERVICE_CALLS.queryMessages,
        { token: 'x'.repeat(40) },
        { 'accept-language': 'en' },
      );
      expect(refused).toMatchObject({
        code: 'chat.tokenInvalid',
        message: 'This chat window has expired. Please open the online chat again from the website.',
      });
      const token = await tokenFor({ deviceCode: 'expiring-device' });
      test.clock.advance(13 * 3_600_000);
      expect((await call(CUSTOMER_SERVICE_CALLS.sendMessage, { token, text: 'hi' }, {})).code).toBe(
        'chat.tokenInvalid',
      );
      test.clock.advance(-13 * 3_600_000);
    });
  });

  describe('sendMessage', () => {
    it('stores the message and the assistant answer with real topics, in Chinese', async () => {
      const token = await tokenFor({ deviceCode: 'zh-device' });
      const [mine, answer] = await ask(token, '充电宝可以托运吗？', { 'accept-language': 'zh-CN' });
      expect(mine).toMatchObject({ author: 'traveller', text: '充电宝可以托运吗？' });
      expect(answer).toMatchObject({ author: 'assistant', text: '自动助手为您找到以下相关内容：' });
      expect(answer!.links[0]).toEqual({ topicid: 'F6203', title: '充电宝可以托运吗？' });
      expect((await conversation(token)).map((message) => message.id)).toEqual([mine!.id, answer!.id]);
    });

    it('answers in traditional Chinese and in English from the same topics', async () => {
      const token = await tokenFor({ deviceCode: 'tw-device' });
      const [, zhTw] = await ask(token, '網路報到幾點開放', { 'accept-language': 'zh-TW' });
      expect(zhTw!.text).toBe('自動助理為您找到以下相關內容：');
      expect(zhTw!.links[0]).toEqual({ topicid: 'F6201', title: '網路報到幾點開放？' });
      const [, en] = await ask(token, 'When can I check in online?', { 'accept-language': 'en' });
      expect(en!.text).toBe('The automatic assistant found these topics for you:');
      expect(en!.links.map((link) => link.topicid)).toContain('F6201');
      // Shown later in another language, the same answer reads in that language.
      const inChinese = await conversation(token, { 'accept-language': 'zh-CN' });
      expect(inChinese.at(-1)!.links.find((link) => link.topicid === 'F6201')!.title).toBe('网上值机几点开放？');
    });

    it('offers the hotline when no topic matches', async () => {
      const token = await tokenFor({ deviceCode: 'lost-device' });
      const [, answer] = await ask(token, 'Quantum chromodynamics zebra', { 'accept-language': 'en' });
      expect(answer).toMatchObject({ author: 'assistant', links: [], hotline: '0311-96699' });
      expect(answer!.text).toContain('0311-96699');
    });

    it('refuses an empty or too long message and stores nothing', async () => {
      const token = await tokenFor({ deviceCode: 'quiet-device' });
      expect(
        await call(CUSTOMER_SERVICE_CALLS.sendMessage, { token, text: '   ' }, { 'accept-language': 'en' }),
      ).toMatchObject({ rCode: 'RR0001', rMessage: 'Please type a message' });
      expect((await call(CUSTOMER_SERVICE_CALLS.sendMessage, { token, text: 'a'.repeat(501) }, {})).rCode).toBe(
        'RR0001',
      );
      expect(await conversation(token)).toEqual([]);
    });
  });

  describe('queryNews', () => {
    it('welcomes a member at the first poll after login, unread until the chat window shows it', async () => {
      const headers = await member('13800138000');
      const before = await news({ ...headers, 'accept-language': 'en' });
      expect(before.unreadCount).toBe(1);
      expect(before.news[0]).toMatchObject({ author: 'service', read: false });
      expect(before.news[0]!.text).toContain('Welcome');
      expect((await news(headers)).unreadCount).toBe(1);
      const shown = await conversation(await tokenFor(headers));
      expect(shown).toHaveLength(1);
      expect((await news(headers)).unreadCount).toBe(0);
      expect((await conversation(await tokenFor(headers)))[0]!.read).toBe(true);
    });

    it('counts nothing for a device that never chatted, and does not open a conversation for it', async () => {
      expect(await news({ deviceCode: 'never-chatted' })).toEqual({ unreadCount: 0, news: [] });
    });

    it('a member cannot read another member conversation through their own token', async () => {
      const owner = await member('13700137000');
      const ownerToken = await tokenFor(owner);
      await ask(ownerToken, 'my private question about a refund');
      const intruder = await member('13500135001');
      const intruderMessages = await conversation(await tokenFor(intruder));
      expect(intruderMessages.map((message) => message.text)).not.toContain('my private question about a refund');
      expect(intruderMessages.every((message) => message.author === 'service')).toBe(true);
    });
  });
});
