/**
 * The transitions every call's failure takes, for a chart that keeps its last failure in context through a
 * `rememberFailure` action taking `{ failure }`. The chart's own reader turns the actor's error into its failure
 * (code, message, data) once, where the error arrives; guards and actions then get it typed as params.
 */
export function failureTransitions<Failure>(read: (error: unknown) => Failure) {
  const failureIn = ({ event }: { event: { error: unknown } }) => ({ failure: read(event.error) });
  const remember = { type: 'rememberFailure' as const, params: failureIn };
  return {
    failureIn,
    /** Any failure: to its state (retry, back), remembered. */
    failedTo: <Target extends string>(target: Target) => ({ target, actions: remember }),
    /** A refusal its guard recognises: to the refusal's own state, remembered. */
    refusedAs: <Guard extends string, Target extends string>(guard: Guard, target: Target) => ({
      guard: { type: guard, params: failureIn },
      target,
      actions: remember,
    }),
  };
}

/** A guard on the failure such a transition hands over: whether the server refused with one of these codes. */
export const failureCodeIn =
  (...codes: readonly string[]) =>
  (_: unknown, { failure }: { failure: { code: string } }) =>
    codes.includes(failure.code);
