import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import {
  formEnvelopeSchema,
  REJECTED_RCODE,
  SUCCESS_CODE,
  SUCCESS_RESULT_CODE,
  type ApiReply,
} from '../../contract/envelope';
import { isFormEnvelopePath } from '../../contract/api-prefixes';
import { localeFromAcceptLanguage, type Locale } from '../../contract/locales';
import { translate } from '../i18n';
import type { Call, CallContext } from './call';
import { CallError, RiskError } from './call-error';
import { contentionRefusal, isContentionFailure } from '../db/contention';
import { parseRequestHeaders } from './request-headers';
import { checkDevice } from '../modules/risk/device-check';
import { assertLoopbackCaller, callsToRegister } from './dev-tools';
import { requestClock } from './dev-clock';

export type ContextBase = Omit<CallContext, 'locale' | 'request' | 'common' | 'headers'>;

/** Registers each call on its path with the spec's wire protocol around it. */
export function registerCalls(app: FastifyInstance, calls: readonly Call[], base: ContextBase): void {
  for (const call of callsToRegister(calls, base.config)) {
    app.route({
      method: call.method ?? 'POST',
      url: call.path,
      bodyLimit: call.bodyLimit,
      handler: async (request, reply) => {
        if (call.devTool) assertLoopbackCaller(request);
        const locale = requestLocale(request);
        const { payload, common } = unwrap(request, call);
        const context: CallContext = {
          ...base,
          clock: requestClock(base.clock, base.config, request),
          locale,
          request,
          common,
          headers: parseRequestHeaders(request, common),
        };
        if (call.appRiskCheck !== 'skip' && base.config.RISK_APP_CHECK === 'on') await appRiskCheck(context);
        const input = call.input.safeParse(payload);
        // A page or a file (no envelope) answers bad input with a plain 400; envelope calls with their RR0001.
        if (!input.success) throw validationError(input.error, call.respond ? 400 : 200);
        const data = await call.handle(input.data, context);
        if (call.respond) return call.respond(reply, data);
        if (base.config.NODE_ENV !== 'production') assertReplyKeepsContract(call, data);
        return sendReply(reply, request, success(request.url, data));
      },
    });
  }
}

/**
 * Outside production every answer is read back as the SPA will read it (JSON, then the call's reply schema), so
 * a server that drifts from its contract fails its own tests rather than a traveller's page. The compiler checks
 * the handler's type; this catches what types cannot (a refinement, a date that is not a string on the wire).
 */
function assertReplyKeepsContract(call: Call, data: unknown): void {
  if (!call.reply) return;
  const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const parsed = call.reply.safeParse(wire);
  if (!parsed.success)
    throw new Error(
      `the reply of ${call.path} breaks its contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
    );
}

/** The risk engine failing must not let a request through unchecked: it answers '1500' instead. */
async function appRiskCheck(context: CallContext): Promise<void> {
  try {
    await checkDevice(context);
  } catch (error) {
    if (error instanceof RiskError) throw error;
    context.request.log.error({ err: error }, 'risk check failed');
    throw new RiskError('1500', translate(context.locale, 'risk.reason.unavailable'));
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** Form calls carry `json={in_json, common_para}`; JSON calls carry the payload itself; GET calls use the query. */
function unwrap(request: FastifyRequest, call: Call): { payload: unknown; common?: CallContext['common'] } {
  if (call.method === 'GET') return { payload: request.query };
  if (!isFormEnvelopePath(call.path)) return { payload: request.body ?? {} };
  const field = (request.body as Record<string, unknown> | undefined)?.json;
  if (typeof field !== 'string') throw new CallError('400', 'errors.invalidRequest');
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    throw new CallError('400', 'errors.invalidRequest');
  }
  const envelope = formEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) throw new CallError('400', 'errors.invalidRequest');
  return { payload: envelope.data.in_json ?? {}, common: envelope.data.common_para };
}

/** Contract messages are i18n keys ("validation.mobile"); zod's own are not, so they name the field instead. */
function validationError(error: z.ZodError, httpStatus: number): CallError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'json';
  if (issue && /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(issue.message))
    return new CallError(REJECTED_RCODE, issue.message, { field }, httpStatus);
  return new CallError(REJECTED_RCODE, 'errors.invalidField', { field }, httpStatus);
}

function success(url: string, data: unknown): ApiReply {
  return isFormEnvelopePath(url)
    ? { resultCode: SUCCESS_RESULT_CODE, resultMsg: 'success', data }
    : { code: SUCCESS_CODE, message: 'success', data };
}

/** Business refusals travel as HTTP 200 with their code, as the client's success rule expects. */
export function failure(url: string, code: string, message: string): ApiReply {
  const rejection = code === REJECTED_RCODE ? { rCode: REJECTED_RCODE, rMessage: message } : {};
  return isFormEnvelopePath(url)
    ? { resultCode: code, resultMsg: message, ...rejection }
    : { code, message, ...rejection };
}

function sendReply(reply: FastifyReply, _request: FastifyRequest, body: ApiReply): FastifyReply {
  return reply.header('cache-control', 'no-store').send(body);
}

/** The one error handler: users read their language; a 5xx never shows internals. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  if (error instanceof RiskError) {
    const text = typeof error.adsData === 'string' ? error.adsData : '';
    return sendReply(reply, request, {
      ...failure(request.url, error.adsCode, text),
      adsCode: error.adsCode,
      adsData: error.adsData,
    });
  }
  if (error instanceof CallError) {
    const message = translate(locale, error.messageKey, error.params);
    const body = failure(request.url, error.code, message);
    return sendReply(
      reply.status(error.httpStatus),
      request,
      error.data === undefined ? body : { ...body, data: error.data },
    );
  }
  // PostgreSQL chose this call as a deadlock's or a serialization conflict's loser: nothing was written, and
  // the caller is told to try again, never a 5xx (server/db/contention.ts retries where it matters).
  if (isContentionFailure(error)) return handleError(contentionRefusal(), request, reply);
  const status = statusOf(error);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, too large a body.
    return sendReply(
      reply.status(status),
      request,
      failure(request.url, String(status), translate(locale, 'errors.invalidRequest')),
    );
  }
  // A browser that left (a page changed mid-request) closes the compressed reply's stream: nothing failed here.
  if ((error as { code?: unknown })?.code === 'ERR_STREAM_PREMATURE_CLOSE')
    request.log.debug({ url: request.url }, 'caller left before the reply');
  else request.log.error({ err: error, url: request.url }, 'call failed');
  return sendReply(reply.status(500), request, failure(request.url, '500', translate(locale, 'errors.internal')));
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' ? status : 500;
}
