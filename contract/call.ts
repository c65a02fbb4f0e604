import type * as z from 'zod';

/**
 * One call of spec 7, written once: its path, the schema of what the client sends and the schema of the reply's
 * `data`. The server's `defineCall` takes it (path and payload check), the SPA's `request` takes it (reply parse),
 * and the OpenAPI document is generated from it.
 */
export interface ContractCall<Payload extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
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

/** What the client sends: the payload schema's input. */
export type PayloadOf<Call extends ContractCall> = z.input<Call['payload']>;
/** What the client reads: the reply schema's output. */
export type ReplyOf<Call extends ContractCall> = z.output<Call['reply']>;

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
