import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isFormEnvelopePath } from '../../contract/api-prefixes';
import { CALLS } from '../../contract/call-paths';
import { ACCOUNT_CALLS } from '../../contract/calls/account-calls';
import { SLIDER_PAGE_PATH } from '../../contract/risk';
import { text } from '../../contract/validators/text';
import { devCalls } from '../dev/dev-calls';
import { allCalls as productionCalls } from '../modules/index';
import { SANDBOX_PAY_PATHS } from '../providers/payment-sandbox/sandbox-paths';
import { formCall, jsonCall } from '../testing/test-app';
import type { Call } from './call';
import { suiteApp } from '../testing/suite-app';

const allCalls = [...productionCalls, ...devCalls];

/** A JSON Schema node, as zod writes one for a payload. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  /** A tuple's items: `items` is then false (nothing more allowed). */
  prefixItems?: JsonSchema[];
  items?: JsonSchema | false;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
/** Some text with at least one control character in it, NUL most often. */
const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARACTERS)),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Payloads shaped like the call's schema whose every string holds a control character. */
function payloadOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => payloadOf(choice, depth)));
  if (schema.allOf?.length) return payloadOf(schema.allOf[0]!, depth);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return fc.integer({ min: 0, max: 99 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array' && schema.prefixItems)
    return fc.tuple(...schema.prefixItems.map((item) => payloadOf(item, depth + 1)));
  if (type === 'array')
    return depth > 4
      ? fc.constant([])
      : fc.array(payloadOf(schema.items || {}, depth + 1), { minLength: 1, maxLength: 2 });
  if (type === 'object' || schema.properties) {
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, field]) => [name, depth > 4 ? withControlCharacter : payloadOf(field, depth + 1)] as const,
    );
    return fields.length ? fc.record(Object.fromEntries(fields)) : fc.record({ anything: withControlCharacter });
  }
  return withControlCharacter;
}

/** Where a payload schema takes a string that is not the shared text type (a NUL would pass it). */
function plainStrings(schema: z.core.$ZodType, path: string): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => plainStrings(def[key] as z.core.$ZodType, at);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).safeParse('\u0000').success ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([name, field]) =>
        plainStrings(field, `${path}.${name}`),
      );
    case 'array':
      return inner('element', `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return inner('innerType');
    case 'pipe':
      // What comes in is checked by the pipe's first schema; the second sees its output.
      return inner('in');
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => plainStrings(option, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'record':
      return [...inner('keyType', `${path}{key}`), ...inner('valueType', `${path}{}`)];
    default:
      return [];
  }
}

function schemaOf(call: Call): JsonSchema {
  return z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

describe('control characters in any string of any call', () => {
  const test = suiteApp();

  async function send(call: Call, payload: unknown, locale = 'en') {
    const headers = { 'accept-language': locale };
    if (call.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
      );
      return test.app.inject({ method: 'GET', url: `${call.path}?${query}`, headers });
    }
    return (isFormEnvelopePath(call.path) ? formCall : jsonCall)(test.app, call.path, payload, headers);
  }

  it('are refused by every string of every call’s payload: each is the shared text type', () => {
    expect(plainStrings(z.object({ plain: z.string().optional(), shared: text() }), 'example')).toEqual([
      'example.plain',
    ]);
    expect(allCalls.flatMap((call) => plainStrings(call.input, call.path))).toEqual([]);
  });

  it('never answer 5xx, whatever call and field carries them', async () => {
    for (const call of allCalls) {
      await fc.assert(
        fc.asyncProperty(payloadOf(schemaOf(call)), async (payload) => {
          const response = await send(call, payload);
          expect(
            response.statusCode,
            `${call.path} ${JSON.stringify(payload)}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 4 },
      );
    }
  }, 300_000);

  it('are refused with the usual clear message in the user’s language, naming no internals', async () => {
    const orderDetails = await formCall(
      test.app,
      CALLS.orderDetails,
      { orderNo: 'HB2611\u00001234567' },
      { 'accept-language': 'en' },
    );
    expect(orderDetails.json()).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'The entry contains control characters that cannot be used. Please remove them and try again',
    });
    const login = await send(
      { path: ACCOUNT_CALLS.loginByPassword } as Call,
      { account: '13800138000\u0000', password: 'Hbhk@2026' },
      'zh-CN',
    );
    expect(login.json()).toMatchObject({ rCode: 'RR0001', rMessage: '输入内容含有无法识别的控制字符，请删除后重试' });
    const topics = await formCall(
      test.app,
      CALLS.cascadeTopicTree,
      { serachTxt: '值机\u0000' },
      { 'accept-language': 'zh-TW' },
    );
    expect(topics.json()).toMatchObject({ rCode: 'RR0001', rMessage: '輸入內容含有無法辨識的控制字元，請刪除後再試' });
    const envelope = await test.app.inject({
      method: 'POST',
      url: CALLS.orderDetails,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        json: JSON.stringify({
          in_json: {},
          common_para: { channel: 'web', version: '1', deviceCode: 'd\u0000', userCode: '', jwtToken: '' },
        }),
      }).toString(),
    });
    expect(envelope.json()).toMatchObject({ resultCode: '400', resultMsg: '请求格式错误' });
  });

  it('in the query or form of a page (slider, sandbox gateway) get a plain 400', async () => {
    for (const url of [
      `${SLIDER_PAGE_PATH}?lang=en&dfp=%00`,
      `${SANDBOX_PAY_PATHS.checkout}?trade=SB%00&lang=en`,
      `${SANDBOX_PAY_PATHS.checkout}?trade=SB&lang=%01`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toMatchObject({ rMessage: expect.stringContaining('control characters') });
    }
    const card = await test.app.inject({
      method: 'POST',
      url: SANDBOX_PAY_PATHS.card,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        trade: 'SB1',
        cardNumber: '4111\u00001111',
        holder: 'A',
        expiry: '12/30',
        cvv: '123',
      }).toString(),
    });
    expect(card.statusCode).toBe(400);
  });
});
