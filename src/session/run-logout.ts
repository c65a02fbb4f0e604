import { createActor, fromPromise } from 'xstate';
import { endSessionCall, logoutCall, type SessionUser } from '../../contract/calls/accounts';
import { CHANNEL } from '../../contract/request-headers';
import { logoutMachine } from '../../machines/logout.machine';
import { request } from '../api/request';
import { liveInspect } from '../ui/live-inspect';

/** What the logout does to the app, given by the header's session hook. */
export interface LogoutEffects {
  clearSessionStorage(): void;
  removeResendInfo(): void;
  goToAccount(): void;
  showLoggedOutToast(): void;
}

/** Spec 4 logout, run by the logout statechart (loaded with XState on the first click of the logout button). */
export function runLogout(user: SessionUser, effects: LogoutEffects): void {
  const machine = logoutMachine.provide({
    actors: {
      endUiaSession: fromPromise(({ input }) =>
        request(logoutCall, { channel: CHANNEL, memId: input.memId, accessModule: CHANNEL }),
      ),
      endSiteSession: fromPromise(() => request(endSessionCall, {})),
    },
    actions: {
      clearSessionStorage: () => effects.clearSessionStorage(),
      removeResendInfo: () => effects.removeResendInfo(),
      goToAccount: () => effects.goToAccount(),
      showLoggedOutToast: () => effects.showLoggedOutToast(),
    },
  });
  createActor(machine, { inspect: liveInspect }).start().send({ type: 'logout.request', user });
}
