/**
 * A call that did not succeed, as every reader sees it: the server's code (UNREACHABLE when no answer could be
 * read), its words in the reader's language, and the details some refusals carry in their `data`.
 * No zod here: the SPA's first load throws these.
 */
export const UNREACHABLE = 'UNREACHABLE';

export class CallFailure extends Error {
  /** Seats a SEAT_TAKEN refusal names, so a chart can let go of just those. */
  readonly seats?: readonly string[];
  /** The amount an ancillary refusal (AMOUNT_CHANGED) says is due now. */
  readonly totalAmount?: number;

  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'CallFailure';
    const details = (typeof data === 'object' && data !== null ? data : {}) as {
      seat?: unknown;
      totalAmount?: unknown;
    };
    if (typeof details.seat === 'string') this.seats = [details.seat];
    if (typeof details.totalAmount === 'number') this.totalAmount = details.totalAmount;
  }
}

/** A failure as a chart keeps it in its context: plain data, so a snapshot persists. */
export interface Failure {
  code: string;
  message?: string;
  seats?: readonly string[];
  totalAmount?: number;
}

/**
 * The one reader of a failed call: a CallFailure (or anything thrown with a string `code`) keeps its code, words
 * and details; anything else (a bug, a network error without an answer) is UNREACHABLE.
 */
export function failureOf(error: unknown): Failure {
  if (typeof error !== 'object' || error === null || typeof (error as { code?: unknown }).code !== 'string')
    return { code: UNREACHABLE };
  const { code, message, seats, totalAmount } = error as Record<string, unknown>;
  const failure: Failure = { code: code as string };
  if (typeof message === 'string' && message) failure.message = message;
  if (Array.isArray(seats)) failure.seats = seats.filter((seat): seat is string => typeof seat === 'string');
  if (typeof totalAmount === 'number') failure.totalAmount = totalAmount;
  return failure;
}
