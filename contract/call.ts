import type * as z from 'zod';

/**
 * What the SPA needs to make a call: its path and method and the schema of the reply's `data`, or where the first
 * page makes the call, a way to load that schema (zod then comes beside the call's answer, not before the page).
 * The payload is here only as a type, so those calls are written without the contract's payload schemas.
 */
export interface ReplyCall<Payload = unknown, Reply extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly reply: Reply | (() => Promise<Reply>);
  /** Never set: it carries the payload's type to `request()`. */
  readonly payloadType?: Payload;
}

/**
 * One call of spec 7, written once: its path, the schema of what the client sends and the schema of the reply's
 * `data`. The server's `defineCall` takes it (path and payload check), the SPA's `request` takes it (reply parse),
 * and the OpenAPI document is generated from it.
 */
export interface ContractCall<
  Payload extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
> extends ReplyCall<z.input<Payload>, Reply> {
  readonly payload: Payload;
  readonly reply: Reply;
}

export function contractCall<Payload extends z.ZodType, Reply extends z.ZodType>(call: {
  path: string;
  payload: Payload;
  reply: Reply;
  method?: 'POST' | 'GET';
}): ContractCall<Payload, Reply> {
  return { method: 'POST', ...call };
}

/**
 * A call the first page makes, written without its schemas: `replyCall<Payload>()({ path, reply: load })`.
 * The contract's call object adds them (`withSchemas(head, payload, reply)`).
 */
export function replyCall<Payload>() {
  return <Reply extends z.ZodType>(call: { path: string; reply: () => Promise<Reply>; method?: 'POST' | 'GET' }) =>
    ({ method: 'POST', ...call }) as ReplyCall<Payload, Reply>;
}

/**
 * The contract's call object of a first-page call: its head, the payload schema, which must accept the head's
 * payload type, and the reply schema the head loads.
 */
export function withSchemas<Payload extends z.ZodType, Reply extends z.ZodType>(
  head: ReplyCall<z.input<Payload>, Reply>,
  payload: Payload,
  reply: Reply,
): ContractCall<Payload, Reply> {
  return { path: head.path, method: head.method, payload, reply };
}

/** What the client sends: the payload schema's input. */
export type PayloadOf<Call extends ReplyCall> = Call extends ReplyCall<infer Payload> ? Payload : never;
/** What the client reads: the reply schema's output. */
export type ReplyOf<Call extends ReplyCall> = Call extends ReplyCall<unknown, infer Reply> ? z.output<Reply> : never;

/** A call that answers a file (a PDF, an attachment) instead of the envelope: no reply schema to parse. */
export interface ContractFile<Payload extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly payload: Payload;
}

export function contractFile<Payload extends z.ZodType>(call: {
  path: string;
  payload: Payload;
  method?: 'POST' | 'GET';
}): ContractFile<Payload> {
  return { method: 'POST', ...call };
}
