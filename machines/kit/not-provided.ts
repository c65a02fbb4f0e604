import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * An invoked call the host provides (the app with `machine.provide({ actors })`, tests and /flows with fakes):
 * the chart names it and types what goes in and comes back, and never makes the call itself. Run unprovided, it
 * fails loudly instead of settling with something made up.
 */
export const notProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
