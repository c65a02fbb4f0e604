import { BUSY_CODE, CallError } from '../calls/call-error';

/** PostgreSQL's "could not serialize access" and "deadlock detected": the loser may simply try again. */
const CONTENTION_CODES = new Set(['40001', '40P01']);

/** Whether the error (as node-postgres or PGlite raise it, maybe wrapped by Drizzle as `cause`) is contention. */
export function isContentionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONTENTION_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const CONTENTION_ATTEMPTS = 4;

/** The site's "busy, try again" refusal (as load shedding answers), in an HTTP 200 like any refusal. */
export const contentionRefusal = () => new CallError(BUSY_CODE, 'errors.busy');

/**
 * Runs a transaction again when PostgreSQL chose it as the loser of a deadlock or a serialization conflict,
 * after a short random pause so the retries do not meet again; a bounded number of times. Should contention
 * outlast them, the caller gets the site's "busy, try again" refusal, never a 5xx: nothing was written.
 */
export async function retryOnContention<T>(work: () => Promise<T>, attempts = CONTENTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isContentionFailure(error)) throw error;
      if (attempt >= attempts) throw contentionRefusal();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
