import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { logoutMachine, type LogoutEvent, type LogoutUser } from './logout.machine';
import { logoutSimulation } from './logout.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

const bound: LogoutUser = { userid: 'demo-verified', ffpBindingFlag: '1' };
const unbound: LogoutUser = { userid: 'demo-no-club', ffpBindingFlag: '0' };

/** The machine with its effects recorded in order, and server logout calls that succeed or fail. */
function startLogout(serverCall: 'succeeds' | 'fails' | 'pending' = 'succeeds') {
  const effects: string[] = [];
  const uiaCalls: string[] = [];
  const siteCalls: number[] = [];
  const outcome = async () => {
    if (serverCall === 'fails') throw new Error('offline');
    if (serverCall === 'pending') await new Promise(() => {});
  };
  const record = (name: string) => () => {
    effects.push(name);
  };
  const machine = logoutMachine.provide({
    actors: {
      endUiaSession: fromPromise(async ({ input }) => {
        uiaCalls.push(input.memId);
        await outcome();
      }),
      endSiteSession: fromPromise(async () => {
        siteCalls.push(1);
        await outcome();
      }),
    },
    actions: {
      clearSessionStorage: record('clearSessionStorage'),
      removeResendInfo: record('removeResendInfo'),
      goToAccount: record('goToAccount'),
      showLoggedOutToast: record('showLoggedOutToast'),
    },
  });
  return { actor: createActor(machine).start(), effects, uiaCalls, siteCalls };
}

const LOGGED_OUT_EFFECTS = ['clearSessionStorage', 'removeResendInfo', 'goToAccount', 'showLoggedOutToast'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when idle', () => {
  it('does nothing until asked', () => {
    const { actor, effects } = startLogout();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects).toEqual([]);
  });
});

describe('when a member bound to the club logs out', () => {
  it('ends the uia session first, then clears, goes to /account and says so', async () => {
    const { actor, effects, uiaCalls } = startLogout();
    actor.send({ type: 'logout.request', user: bound });
    expect(actor.getSnapshot().value).toBe('endingUiaSession');
    expect(effects).toEqual([]);
    await settle();
    expect(uiaCalls).toEqual(['demo-verified']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects).toEqual(LOGGED_OUT_EFFECTS);
  });

  it('still logs out locally when the uia call fails, and notes the failure', async () => {
    const { actor, effects } = startLogout('fails');
    actor.send({ type: 'logout.request', user: bound });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.serverLogoutFailed).toBe(true);
    expect(effects).toEqual(LOGGED_OUT_EFFECTS);
  });

  it('ignores a second request while the call runs', async () => {
    const { actor, uiaCalls } = startLogout();
    actor.send({ type: 'logout.request', user: bound });
    actor.send({ type: 'logout.request', user: bound });
    await settle();
    expect(uiaCalls).toHaveLength(1);
  });
});

describe('when a member without club binding logs out', () => {
  it('makes no uia call but ends the site session on the server, then clears, goes to /account and says so', async () => {
    const { actor, effects, uiaCalls, siteCalls } = startLogout();
    actor.send({ type: 'logout.request', user: unbound });
    expect(actor.getSnapshot().value).toBe('endingSiteSession');
    await settle();
    expect(uiaCalls).toEqual([]);
    expect(siteCalls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects).toEqual(LOGGED_OUT_EFFECTS);
  });

  it('still logs out locally when the server call fails, and notes the failure', async () => {
    const { actor, effects } = startLogout('fails');
    actor.send({ type: 'logout.request', user: unbound });
    await settle();
    expect(actor.getSnapshot().context.serverLogoutFailed).toBe(true);
    expect(effects).toEqual(LOGGED_OUT_EFFECTS);
  });
});

describe('paths from the graph', () => {
  const events = logoutSimulation.events as unknown as LogoutEvent[];
  const paths = getSimplePaths(logoutMachine, { events });

  it('reach every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect(reached).toEqual(new Set(['idle', 'endingUiaSession', 'endingSiteSession', 'loggedOut']));
  });

  const stepName = (event: AnyEventObject) =>
    event.type === 'logout.request' ? `logout.request(ffpBindingFlag ${event.user.ffpBindingFlag})` : event.type;
  const serverOutcome = (types: string[]) =>
    types.some((type) => type.startsWith('xstate.error'))
      ? 'fails'
      : types.some((type) => type.startsWith('xstate.done'))
        ? 'succeeds'
        : 'pending';

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const { actor, effects } = startLogout(serverOutcome(path.steps.map((step) => step.event.type)));
      for (const { event } of path.steps) {
        if (event.type.startsWith('xstate.')) await settle();
        else actor.send(event as AnyEventObject as LogoutEvent);
      }
      await settle();
      expect(actor.getSnapshot().value).toBe(path.state.value);
      if (path.state.value === 'loggedOut') expect(effects).toEqual(LOGGED_OUT_EFFECTS);
    },
  );

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage({ id: 'logout', machine: logoutMachine, simulation: logoutSimulation });
  });
});
