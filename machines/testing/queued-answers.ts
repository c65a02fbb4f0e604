import { fromPromise } from 'xstate';

/** One scripted answer of a call: what it resolves with, or what it rejects with. */
export type Outcome<T> = { resolve: T } | { reject: unknown };

/** A call answering from a queue of outcomes (pending once the queue is empty), recording each input. */
export const answerFrom = <T, Input = unknown>(queue: Outcome<T>[], calls: Input[]) =>
  fromPromise<T, Input>(async ({ input }) => {
    calls.push(input);
    const next = queue.shift();
    if (!next) return new Promise<T>(() => {});
    if ('reject' in next) throw next.reject;
    return next.resolve;
  });
