import { assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';

/** What a poll learns (queryNews): how many messages wait unread. */
export interface MessageNews {
  unreadCount: number;
}

/** Spec 4 and 9: the first poll at 10 s, each wait 10 s longer, at most 120 s. */
export interface PollSchedule {
  firstMs: number;
  stepMs: number;
  maxMs: number;
}

export const SPEC_POLL_SCHEDULE: PollSchedule = { firstMs: 10_000, stepMs: 10_000, maxMs: 120_000 };

export type MessagePollingEvent = { type: 'chat.open' } | { type: 'page.hidden' } | { type: 'page.visible' };

interface MessagePollingContext {
  schedule: PollSchedule;
  /** The wait before the next poll. */
  waitMs: number;
  unreadCount: number;
}

/**
 * Customer-message polling for the side box's unread dot. Waits, polls queryNews, waits longer each time;
 * the chat button starts the waits over at the first one. A hidden tab does not poll (nobody sees the dot)
 * and takes up its wait again when it is shown.
 */
export const messagePollingMachine = setup({
  types: {
    context: {} as MessagePollingContext,
    events: {} as MessagePollingEvent,
    input: {} as { schedule?: PollSchedule },
  },
  actors: {
    queryNews: notProvided<MessageNews>('queryNews'),
  },
  actions: {
    lengthenWait: assign({
      waitMs: ({ context }) => Math.min(context.waitMs + context.schedule.stepMs, context.schedule.maxMs),
    }),
    restartWaits: assign({ waitMs: ({ context }) => context.schedule.firstMs }),
    rememberNews: assign({ unreadCount: (_, params: { news: MessageNews }) => params.news.unreadCount }),
    // The chat window shows (and so marks read) every waiting message: the dot goes at once, not at the next poll.
    clearUnread: assign({ unreadCount: 0 }),
  },
  delays: {
    NEXT_POLL: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'messagePolling',
  context: ({ input }) => {
    const schedule = input.schedule ?? SPEC_POLL_SCHEDULE;
    return { schedule, waitMs: schedule.firstMs, unreadCount: 0 };
  },
  initial: 'waiting',
  states: {
    waiting: {
      after: { NEXT_POLL: { target: 'polling' } },
      on: {
        // Re-entering starts the timer again with the first wait.
        'chat.open': { target: 'waiting', reenter: true, actions: ['restartWaits', 'clearUnread'] },
        'page.hidden': { target: 'paused' },
      },
    },
    polling: {
      // The wait after this poll is already the longer one; the chat button during the poll undoes that.
      entry: 'lengthenWait',
      invoke: {
        id: 'queryNews',
        src: 'queryNews',
        onDone: {
          target: 'waiting',
          actions: { type: 'rememberNews', params: ({ event }) => ({ news: event.output }) },
        },
        // A failed poll keeps the dot as it was and the same back-off: a struggling server is not hammered.
        onError: { target: 'waiting' },
      },
      on: {
        'chat.open': { actions: ['restartWaits', 'clearUnread'] },
        'page.hidden': { target: 'paused' },
      },
    },
    paused: {
      on: {
        'page.visible': { target: 'waiting' },
        'chat.open': { actions: ['restartWaits', 'clearUnread'] },
      },
    },
  },
});
