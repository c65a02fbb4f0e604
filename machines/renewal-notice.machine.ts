import { assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import type { RenewNotice, SessionUser } from '../contract/calls/accounts';

export type RenewalNoticeEvent =
  | { type: 'notice.check'; notice: RenewNotice | null }
  | { type: 'notice.acknowledge' }
  | { type: 'notice.retry' }
  | { type: 'notice.dismiss' };

interface RenewalNoticeContext {
  notice: RenewNotice | null;
}

const FIRST_NOTICE = 1;
const LAST_NOTICE = 3;

/**
 * Spec 4 renewal notice, checked once per login: shown when noticeNum is 1 to 3; once the member has read it, skipFfpRenewNotice
 * (payload ffpRenewNoticeId) tells the server, and its reply replaces the stored user info.
 */
export const renewalNoticeMachine = setup({
  types: {
    context: {} as RenewalNoticeContext,
    events: {} as RenewalNoticeEvent,
  },
  actors: {
    skipRenewNotice: notProvided<SessionUser, { ffpRenewNoticeId: string }>('skipRenewNotice'),
  },
  actions: {
    rememberNotice: assign({ notice: (_, params: { notice: RenewNotice | null }) => params.notice }),
    replaceStoredUser: (_, _params: { user: SessionUser }) => {},
  },
  guards: {
    hasNoticeToShow: (_, params: { notice: RenewNotice | null }) => {
      const count = params.notice?.noticeNum;
      return Number.isInteger(count) && count! >= FIRST_NOTICE && count! <= LAST_NOTICE;
    },
  },
}).createMachine({
  id: 'renewalNotice',
  context: { notice: null },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'notice.check': [
          {
            guard: { type: 'hasNoticeToShow', params: ({ event }) => ({ notice: event.notice }) },
            target: 'showingNotice',
            actions: { type: 'rememberNotice', params: ({ event }) => ({ notice: event.notice }) },
          },
          { target: 'noNotice' },
        ],
      },
    },
    showingNotice: {
      on: { 'notice.acknowledge': { target: 'skipping' } },
    },
    skipping: {
      invoke: {
        id: 'skipRenewNotice',
        src: 'skipRenewNotice',
        input: ({ context }) => ({ ffpRenewNoticeId: context.notice!.ffpRenewNoticeId }),
        onDone: {
          target: 'skipped',
          actions: { type: 'replaceStoredUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'skipFailed' },
      },
    },
    skipFailed: {
      on: { 'notice.retry': { target: 'skipping' }, 'notice.dismiss': { target: 'noNotice' } },
    },
    skipped: { type: 'final' },
    noNotice: { type: 'final' },
  },
});
