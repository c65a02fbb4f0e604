import { fromPromise } from 'xstate';

/** A chart's calls, each held open until the test settles it, and each call's input recorded. */
export function heldCalls<Id extends string>() {
  const pending = new Map<Id, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const inputs: { id: Id; input: unknown }[] = [];
  // Each call's output is whatever the test settles it with, so the held actors are typed loosely.
  const held = (id: Id) =>
    fromPromise<any, any>(({ input }) => {
      inputs.push({ id, input });
      return new Promise((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
    });
  /** Ends the call `id` with its output or error, then lets the chart take the step that follows. */
  const settle = async (id: Id, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(id);
    if (!call) throw new Error(`${id} is not running`);
    pending.delete(id);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { held, settle, inputs };
}
