import * as z from 'zod';
import { isFormEnvelopePath } from '../../contract/api-prefixes';
import type { Call } from '../calls/call';
import { payloadNameOf, replySchemaFor } from './reply-schemas';

type JsonSchema = Record<string, unknown>;

/** Zod 4's own JSON Schema of what a caller sends (`io: 'input'`); checks JSON Schema cannot say are left as prose. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const commonPara: JsonSchema = {
  type: 'object',
  description: "spec 7's common_para: channel 'web', version, device code, user code, jwtToken",
  properties: {
    channel: { type: 'string' },
    version: { type: 'string' },
    deviceCode: { type: 'string' },
    userCode: { type: 'string' },
    jwtToken: { type: 'string' },
  },
};

/** The envelope around every reply (spec 7/8): success is resultCode '0' (form calls) or code 'success' (JSON calls). */
function envelopeOf(path: string, data: JsonSchema): JsonSchema {
  const risk = {
    adsCode: { type: 'string', description: 'risk-control code (spec 4): 003, 004, 002, 001/1408, 005/1404/1401/1500' },
    adsData: {},
  };
  // The two envelopes differ only in the names of their success code and message.
  const [code, message] = isFormEnvelopePath(path) ? ['resultCode', 'resultMsg'] : ['code', 'message'];
  return {
    type: 'object',
    required: [code],
    properties: {
      [code]: { type: 'string' },
      [message]: { type: 'string' },
      rCode: { type: 'string' },
      rMessage: { type: 'string' },
      data,
      ...risk,
    },
  };
}

function requestOf(call: Call): JsonSchema {
  const payload = jsonSchemaOf(call.input, 'input');
  if (call.method === 'GET') {
    const properties = (payload.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((payload.required ?? []) as string[]);
    return {
      parameters: Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      })),
    };
  }
  if (isFormEnvelopePath(call.path)) {
    const envelope = {
      type: 'object',
      required: ['in_json'],
      properties: { in_json: payload, common_para: commonPara },
    };
    return {
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['json'],
              properties: { json: { type: 'string', contentMediaType: 'application/json', contentSchema: envelope } },
            },
          },
        },
      },
    };
  }
  return { requestBody: { required: true, content: { 'application/json': { schema: payload } } } };
}

function operationOf(call: Call): JsonSchema {
  const reply = call.reply ?? replySchemaFor(call.input)?.schema;
  const data = reply
    ? jsonSchemaOf(reply, 'output')
    : { description: 'see the spec (no reply schema in the contract yet)' };
  const content = call.respond
    ? { 'text/html': {}, 'application/pdf': {}, 'application/json': { schema: envelopeOf(call.path, data) } }
    : { 'application/json': { schema: envelopeOf(call.path, data) } };
  return {
    operationId: call.path.replace(/^\//, '').replace(/[^\w]+/g, '_'),
    tags: [call.path.split('/')[1] ?? 'api'],
    ...(payloadNameOf(call.input) ? { summary: payloadNameOf(call.input)!.replace(/Payload$/, '') } : {}),
    ...requestOf(call),
    responses: {
      '200': { description: 'the envelope: success, a business refusal, or a risk-control code', content },
      '429': { description: "too many calls: adsCode '005' with the reason, and Retry-After" },
    },
  };
}

/** The OpenAPI 3.1 description of every call the server registers, generated from the same zod schemas that check them. */
export function openApiDocument(calls: readonly Call[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    paths[call.path] = { ...paths[call.path], [(call.method ?? 'POST').toLowerCase()]: operationOf(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hebei Airlines website API',
      version: info.version,
      description:
        'The calls of the website specification (spec 7), with the headers of spec 7 and the risk-control flow of spec 4.',
    },
    paths,
  };
}
