import type { MessageNews } from './message-polling.machine';
import { offline } from './simulated-answers';

/**
 * How /flows and the coverage tool run it: a short schedule (10 s, 20 s, 30 s at most) keeps the graph small
 * enough to walk every path; the spec's schedule differs only in how many steps it takes to reach the cap.
 */
export const messagePollingSimulation = {
  input: { schedule: { firstMs: 10_000, stepMs: 10_000, maxMs: 30_000 } },
  events: [
    { type: 'xstate.done.actor.queryNews', output: { unreadCount: 2 } satisfies MessageNews },
    offline('queryNews'),
    { type: 'chat.open' },
    { type: 'page.hidden' },
    { type: 'page.visible' },
  ],
};
