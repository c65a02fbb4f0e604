import { assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';

/** The parts of the session user info (spec 3) the logout needs. */
export interface LogoutUser {
  userid: string;
  ffpBindingFlag: string;
}

export interface EndUiaSessionInput {
  memId: string;
}

export type LogoutEvent = { type: 'logout.request'; user: LogoutUser };

interface LogoutContext {
  user: LogoutUser | null;
  /** Ending the session on the server failed: the local session is still cleared, the user asked to leave. */
  serverLogoutFailed: boolean;
}

/**
 * Spec 4 logout: a member bound to the club (ffpBindingFlag '1') first ends the uia session; then the session
 * storage and the stored resend info are cleared, the browser goes to /account and a 'Logged out' toast shows.
 * A member not bound to the club has no uia session, but still has this site's: it is ended on the server too,
 * so a copied token stops working at logout rather than at its expiry.
 */
export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
  },
  actors: {
    endUiaSession: notProvided<void, EndUiaSessionInput>('endUiaSession'),
    endSiteSession: notProvided<void>('endSiteSession'),
  },
  actions: {
    rememberUser: assign({ user: (_, params: { user: LogoutUser }) => params.user }),
    noteServerLogoutFailed: assign({ serverLogoutFailed: true }),
    clearSessionStorage: () => {},
    removeResendInfo: () => {},
    goToAccount: () => {},
    showLoggedOutToast: () => {},
  },
  guards: {
    isBoundToClub: (_, params: { user: LogoutUser }) => params.user.ffpBindingFlag === '1',
  },
}).createMachine({
  id: 'logout',
  context: { user: null, serverLogoutFailed: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logout.request': [
          {
            guard: { type: 'isBoundToClub', params: ({ event }) => ({ user: event.user }) },
            target: 'endingUiaSession',
            actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) },
          },
          {
            target: 'endingSiteSession',
            actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) },
          },
        ],
      },
    },
    endingUiaSession: {
      invoke: {
        id: 'endUiaSession',
        src: 'endUiaSession',
        input: ({ context }) => ({ memId: context.user!.userid }),
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut', actions: 'noteServerLogoutFailed' },
      },
    },
    endingSiteSession: {
      invoke: {
        id: 'endSiteSession',
        src: 'endSiteSession',
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut', actions: 'noteServerLogoutFailed' },
      },
    },
    loggedOut: {
      type: 'final',
      entry: ['clearSessionStorage', 'removeResendInfo', 'goToAccount', 'showLoggedOutToast'],
    },
  },
});
