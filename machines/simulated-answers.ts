/**
 * A call's failure as a chart hears it in a simulation (/flows, the coverage report): the server refused it
 * with a code (and what the refusal carries), or no answer came at all.
 */
export const refusal = (actor: string, code: string, extra: object = {}) => ({
  type: `xstate.error.actor.${actor}` as const,
  error: { code, message: code, ...extra },
});

export const offline = (actor: string) => ({
  type: `xstate.error.actor.${actor}` as const,
  error: new Error('offline'),
});
