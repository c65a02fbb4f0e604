import type { Providers } from '../providers/providers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { ContractCall, ContractFile } from '../../contract/call';
import type { CommonPara } from '../../contract/envelope';
import type { Locale } from '../../contract/locales';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Payables } from '../shared/payable-orders';
import type { RequestHeaders } from './request-headers';

/** What every call handler may use: injected, so each test builds its own. */
export interface CallContext {
  db: Db;
  clock: Clock;
  config: Config;
  providers: Providers;
  /** The kinds of order that take money (flights, luggage, meals), from the composition root. */
  payables: Payables;
  locale: Locale;
  request: FastifyRequest;
  /** common_para of a form-envelope call; undefined for JSON calls. */
  common?: CommonPara;
  /** The spec-7 headers (form calls: common_para's deviceCode/userCode/jwtToken fill in missing headers). */
  headers: RequestHeaders;
}

/**
 * One call of spec 7: its path, its payload schema and its handler.
 * The envelope plugin does the wire work (unwrapping, validation, reply shape), so handlers see typed input.
 */
export interface Call<Input extends z.ZodType = z.ZodType, Output = unknown> {
  path: string;
  method?: 'POST' | 'GET';
  input: Input;
  /** The schema of the reply's data, when the call comes from a contract call object (OpenAPI, tests). */
  reply?: z.ZodType;
  /**
   * 'skip' exempts the call from the app-level risk check (known dfp, live token). Only for calls the SPA's
   * client does not make itself: the slider page's own calls, signed server-to-server callbacks.
   */
  appRiskCheck?: 'skip';
  /** Bytes the request body may have, when a call takes more than Fastify's 1 MiB (photos). */
  bodyLimit?: number;
  /**
   * A development lever (outbox, test data): registered only with DEV_TOOLS=on, and then answered only to a
   * caller on this machine (server/calls/dev-tools.ts).
   */
  devTool?: true;
  handle(input: z.output<Input>, context: CallContext): Promise<Output>;
  /** For the few calls whose answer is not the envelope (an HTML page, a file): writes the reply itself. */
  respond?(reply: FastifyReply, output: Output): FastifyReply;
}

/** What a module writes beside a contract call: the handler, and the server-only switches. */
export type CallDefinition<Input extends z.ZodType, Output> = Omit<
  Call<Input, Output>,
  'path' | 'method' | 'input' | 'reply'
>;

/**
 * A call of the contract (`defineCall(orderListCall, { handle })`): path, method and payload schema come from the
 * call object, and the handler must return what the reply schema accepts (checked when it compiles).
 * The older form, a path and input schema written here, stays for calls without a contract call object yet.
 */
export function defineCall<Payload extends z.ZodType, Reply extends z.ZodType>(
  call: ContractCall<Payload, Reply>,
  definition: CallDefinition<Payload, z.input<Reply>>,
): Call<Payload, z.input<Reply>>;
/** A file call of the contract: the handler's answer is written by `respond` (a PDF, an attachment). */
export function defineCall<Payload extends z.ZodType, Output>(
  call: ContractFile<Payload>,
  definition: CallDefinition<Payload, Output> & Required<Pick<Call<Payload, Output>, 'respond'>>,
): Call<Payload, Output>;
export function defineCall<Input extends z.ZodType, Output>(call: Call<Input, Output>): Call<Input, Output>;
export function defineCall(
  call: Call | ContractCall | ContractFile,
  definition?: CallDefinition<z.ZodType, unknown>,
): Call<z.ZodType, unknown> {
  if (!definition) return call as Call;
  const { path, method, payload } = call as ContractFile;
  const reply = 'reply' in call ? call.reply : undefined;
  return { ...definition, path, method, input: payload, ...(reply ? { reply } : {}) };
}
