/**
 * The transitions on an actor's output that its guards tell apart (paid, failed, expired…): each goes to its own
 * state and hands the same params to the guard and to the one action that keeps the output in context.
 */
export function outputTransitions<Params, Action extends string>(params: Params, action: Action) {
  const remember = { type: action, params };
  return {
    remember,
    /** An output the guard recognises: to the target, remembered. */
    recognisedAs: <Guard extends string, Target extends string>(guard: Guard, target: Target) => ({
      guard: { type: guard, params },
      target,
      actions: remember,
    }),
  };
}
