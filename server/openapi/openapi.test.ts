import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/call-paths';
import { callsToRegister } from '../calls/dev-tools';
import { devCalls } from '../dev/dev-calls';
import { allCalls as productionCalls } from '../modules/index';
import { createTestApp, type TestApp } from '../testing/test-app';

const allCalls = [...productionCalls, ...devCalls];

describe('/openapi.json', () => {
  let test: TestApp;
  let document: {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
          parameters?: unknown[];
          responses: Record<string, unknown>;
        }
      >
    >;
  };
  beforeAll(async () => {
    test = await createTestApp();
    const reply = await test.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(reply.statusCode).toBe(200);
    document = reply.json();
  });
  afterAll(() => test.close());

  it('describes every call the server registers, with its method', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const call of callsToRegister(allCalls, { DEV_TOOLS: 'on' } as never)) {
      expect(test.app.hasRoute({ method: call.method ?? 'POST', url: call.path }), call.path).toBe(true);
      expect(document.paths[call.path]?.[(call.method ?? 'POST').toLowerCase()], call.path).toBeDefined();
    }
  });

  it('answers every call of spec 7', () => {
    const unanswered = Object.values(CALLS).filter((path) => document.paths[path] === undefined);
    expect(unanswered).toEqual([]);
  });

  it("gives a form call's payload inside the json field's envelope, from the contract's zod schema", () => {
    const orderDetails = document.paths['/mid_website/order/orderDetails']!.post!;
    const json = orderDetails.requestBody!.content['application/x-www-form-urlencoded']!.schema as {
      properties: {
        json: {
          contentSchema: { properties: { in_json: { properties: Record<string, unknown>; required: string[] } } };
        };
      };
    };
    expect(json.properties.json.contentSchema.properties.in_json.required).toContain('orderNo');
  });

  it("gives a call's reply data from the contract where it has one", () => {
    const reply = document.paths['/mid_website/order/orderDetails']!.post!.responses['200'] as {
      content: {
        'application/json': {
          schema: { properties: { resultCode: unknown; data: { properties?: Record<string, unknown> } } };
        };
      };
    };
    expect(reply.content['application/json'].schema.properties.resultCode).toBeDefined();
    expect(Object.keys(reply.content['application/json'].schema.properties.data.properties ?? {})).toContain('orderNo');
  });

  it('gives the reply of a call written as a contract call object, whatever its schemas are named', () => {
    const apply = document.paths['/mid_website/order/changeApply']!.post!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { data: { properties?: Record<string, unknown> } } } } };
    };
    expect(Object.keys(apply.content['application/json'].schema.properties.data.properties ?? {})).toContain(
      'changeNo',
    );
  });
});
