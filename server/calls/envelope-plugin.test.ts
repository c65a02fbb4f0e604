import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { formCall, jsonCall } from '../testing/test-app';
import { defineCall } from './call';
import { CallError } from './call-error';

const echo = z.object({
  name: z.string().min(1),
  mobile: z
    .string()
    .regex(/^1[3-9]\d{9}$/, 'validation.mobile')
    .optional(),
});

const calls = [
  defineCall({ path: '/mid_website/test/echo', input: echo, handle: async (input) => ({ hello: input.name }) }),
  defineCall({ path: '/proxy/test/v1/echo', input: echo, handle: async (input) => ({ hello: input.name }) }),
  defineCall({
    path: '/mid_website/test/refuse',
    input: z.object({}),
    handle: async () => {
      throw new CallError('E100', 'errors.loginRequired');
    },
  }),
  defineCall({
    path: '/mid_website/test/refuse-with-details',
    input: z.object({}),
    handle: async () => {
      throw new CallError('E101', 'errors.loginRequired', {}, 200, { seatsLeft: 2 });
    },
  }),
  defineCall({
    path: '/mid_website/test/deadlock',
    input: z.object({}),
    handle: async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
    },
  }),
  defineCall({
    path: '/mid_website/test/crash',
    input: z.object({}),
    handle: async () => {
      throw new Error('secret database detail');
    },
  }),
];

describe('the envelope', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = openPglite();
    app = await createApp({
      database,
      clock: manualClock('2026-06-01'),
      config: loadConfig({ NODE_ENV: 'test', RISK_APP_CHECK: 'off' }),
      calls,
      distDir: 'none',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A POST whose body the test writes itself, malformed on purpose. */
  const postRaw = (url: string, contentType: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  describe('form calls', () => {
    it('unwraps in_json and answers resultCode 0 with data', async () => {
      const response = await formCall(app, '/mid_website/test/echo', { name: 'Li' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ resultCode: '0', resultMsg: 'success', data: { hello: 'Li' } });
    });

    it('refuses a body without the json field', async () => {
      const response = await postRaw('/mid_website/test/echo', 'application/x-www-form-urlencoded', 'x=1');
      expect(response.json()).toMatchObject({ resultCode: '400', resultMsg: '请求格式错误' });
    });

    it('refuses a json field that is not JSON', async () => {
      const response = await postRaw('/mid_website/test/echo', 'application/x-www-form-urlencoded', 'json=%7Bnot');
      expect(response.json()).toMatchObject({ resultCode: '400' });
    });

    it('refuses an envelope without common_para', async () => {
      const payload = new URLSearchParams({ json: JSON.stringify({ in_json: { name: 'Li' } }) }).toString();
      const response = await postRaw('/mid_website/test/echo', 'application/x-www-form-urlencoded', payload);
      expect(response.json()).toMatchObject({ resultCode: '400' });
    });

    it('rejects an invalid payload with RR0001 and a message in the user language', async () => {
      const response = await formCall(app, '/mid_website/test/echo', { name: '' }, { 'accept-language': 'en' });
      expect(response.json()).toEqual({
        resultCode: 'RR0001',
        resultMsg: 'name is not valid',
        rCode: 'RR0001',
        rMessage: 'name is not valid',
      });
    });

    it('answers a business refusal with its code and translated message', async () => {
      const response = await formCall(app, '/mid_website/test/refuse', {}, { 'accept-language': 'zh-TW' });
      expect(response.json()).toEqual({ resultCode: 'E100', resultMsg: '請先登入' });
    });

    it('carries the details a refusal has for the client to act on', async () => {
      const response = await formCall(app, '/mid_website/test/refuse-with-details', {});
      expect(response.json()).toMatchObject({ resultCode: 'E101', data: { seatsLeft: 2 } });
    });

    it('never shows the internals of a 500', async () => {
      const response = await formCall(app, '/mid_website/test/crash', {}, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret');
      expect(response.json()).toEqual({ resultCode: '500', resultMsg: 'Program exception, please contact our staff' });
    });

    it('answers a call PostgreSQL chose as a deadlock’s loser "busy, try again", never a 500', async () => {
      const response = await formCall(app, '/mid_website/test/deadlock', {}, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        resultCode: '503',
        resultMsg: 'The service is busy. Please try again in a moment.',
      });
    });
  });

  describe('JSON calls', () => {
    it('takes the payload as the body and answers code success', async () => {
      const response = await jsonCall(app, '/proxy/test/v1/echo', { name: 'Wang' });
      expect(response.json()).toEqual({ code: 'success', message: 'success', data: { hello: 'Wang' } });
    });

    it('refuses malformed JSON with a readable message', async () => {
      const response = await postRaw('/proxy/test/v1/echo', 'application/json', '{"name":');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: '400', message: '请求格式错误' });
    });
  });

  it('answers an unknown API path with 404 in the envelope shape', async () => {
    const response = await formCall(app, '/mid_website/nothing/here', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ resultCode: '404' });
  });
});
