import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { generateFlowPaths } from './graph/flow-paths';
import { messagePollingMachine, type MessageNews, type MessagePollingEvent } from './message-polling.machine';
import { messagePollingSimulation } from './message-polling.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

const SECOND = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine on a simulated clock, with a scripted queryNews ('fail' throws, 'hang' never answers, 'slow' takes 5 s) and each poll's time recorded. */
function startPolling(replies: (number | 'fail' | 'hang' | 'slow')[] = []) {
  const clock = new SimulatedClock();
  const pollTimes: number[] = [];
  const machine = messagePollingMachine.provide({
    actors: {
      queryNews: fromPromise<MessageNews>(async () => {
        pollTimes.push(clock.now());
        const reply = replies.length ? replies.shift()! : 0;
        if (reply === 'fail') throw new Error('offline');
        if (reply === 'hang') await new Promise(() => {});
        if (reply === 'slow') await new Promise((resolve) => clock.setTimeout(resolve, 5 * SECOND));
        return { unreadCount: typeof reply === 'number' ? reply : 0 };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  /** Moves time on second by second, letting each poll's answer arrive, as a real page would. */
  const pass = async (ms: number) => {
    for (let step = 0; step < ms; step += SECOND) {
      clock.increment(SECOND);
      await settle();
    }
  };
  return { actor, clock, pollTimes, pass };
}

/** Gaps between consecutive polls, in seconds, the first one measured from the start. */
const gaps = (times: number[]) => times.map((time, index) => (time - (index ? times[index - 1]! : 0)) / SECOND);

describe('when waiting between polls', () => {
  it('polls first at 10 s, then waits 10 s longer each time, never more than 120 s', async () => {
    const { pollTimes, pass } = startPolling();
    await pass(1200 * SECOND);
    expect(gaps(pollTimes).slice(0, 14)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 120, 120]);
  });

  it('does not poll before the first 10 s have passed', async () => {
    const { pollTimes, pass } = startPolling();
    await pass(9 * SECOND);
    expect(pollTimes).toEqual([]);
  });

  it('starts over at 10 s when the chat button is clicked', async () => {
    const { actor, pollTimes, pass } = startPolling();
    await pass(60 * SECOND); // polls at 10, 30, 60: the next wait is 40 s
    expect(gaps(pollTimes)).toEqual([10, 20, 30]);
    await pass(25 * SECOND);
    actor.send({ type: 'chat.open' });
    await pass(10 * SECOND);
    expect(pollTimes.at(-1)).toBe(95 * SECOND);
    await pass(20 * SECOND);
    expect(gaps(pollTimes).slice(3)).toEqual([35, 20]);
  });

  it('shows the unread count of the last poll, and clears it when the chat opens', async () => {
    const { actor, pass } = startPolling([2, 5]);
    await pass(10 * SECOND);
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    await pass(20 * SECOND);
    expect(actor.getSnapshot().context.unreadCount).toBe(5);
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
  });
});

describe('when a poll fails', () => {
  it('keeps the last count and polls on with the same back-off', async () => {
    const { actor, pollTimes, pass } = startPolling([3, 'fail', 'fail', 1]);
    await pass(100 * SECOND);
    expect(gaps(pollTimes)).toEqual([10, 20, 30, 40]);
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
  });

  it('after a failure the count stays what it was', async () => {
    const { actor, pass } = startPolling([3, 'fail']);
    await pass(30 * SECOND);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.unreadCount).toBe(3);
  });
});

describe('when the chat button is clicked during a poll', () => {
  it('waits only 10 s after that poll', async () => {
    const { actor, pollTimes, pass } = startPolling([0, 'slow']);
    await pass(32 * SECOND); // the second poll started at 30 s and answers at 35 s
    expect(actor.getSnapshot().value).toBe('polling');
    actor.send({ type: 'chat.open' });
    await pass(13 * SECOND);
    expect(gaps(pollTimes)).toEqual([10, 20, 15]);
  });
});

describe('when the tab is hidden', () => {
  it('stops polling, and takes up its wait again when shown', async () => {
    const { actor, pollTimes, pass } = startPolling();
    await pass(10 * SECOND);
    actor.send({ type: 'page.hidden' });
    await pass(600 * SECOND);
    expect(pollTimes).toEqual([10 * SECOND]);
    actor.send({ type: 'page.visible' });
    await pass(20 * SECOND);
    expect(pollTimes).toEqual([10 * SECOND, 630 * SECOND]);
  });

  it('drops a poll under way and polls again after the wait when shown', async () => {
    const { actor, pollTimes, pass } = startPolling(['hang']);
    await pass(10 * SECOND);
    actor.send({ type: 'page.hidden' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'page.visible' });
    await pass(20 * SECOND);
    expect(gaps(pollTimes)).toEqual([10, 20]);
  });

  it('ignores being shown while not hidden', () => {
    const { actor } = startPolling();
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});

describe('paths from the graph', () => {
  const paths = generateFlowPaths({
    id: 'message-polling',
    machine: messagePollingMachine,
    simulation: messagePollingSimulation,
  });

  it('reach every state with every wait of the schedule', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map(({ state }) => `${String(state.value)} ${state.context.waitMs / SECOND}`)),
    );
    for (const state of ['waiting', 'polling', 'paused'])
      for (const wait of [10, 20, 30]) expect(reached).toContain(`${state} ${wait}`);
  });

  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .map((step) => step.event.type.replace(/^xstate\.(after|done\.actor|error\.actor)\..*$/, '$1'))
            .join(' → '),
          path,
        ] as const,
    ),
  )('replays %s on the real machine', async (_name, path) => {
    const clock = new SimulatedClock();
    // The poll under way waits for the path to say how it ends.
    let pending: { resolve(news: MessageNews): void; reject(error: Error): void } | undefined;
    const machine = messagePollingMachine.provide({
      actors: {
        queryNews: fromPromise<MessageNews>(() => new Promise((resolve, reject) => (pending = { resolve, reject }))),
      },
    });
    const actor = createActor(machine, { clock, input: messagePollingSimulation.input }).start();
    for (const { event } of path.steps) {
      if (event.type.startsWith('xstate.after.')) clock.increment(actor.getSnapshot().context.waitMs);
      else if (event.type === 'xstate.done.actor.queryNews')
        pending!.resolve((event as { output?: MessageNews }).output!);
      else if (event.type === 'xstate.error.actor.queryNews') pending!.reject(new Error('offline'));
      else if (!event.type.startsWith('xstate.')) actor.send(event as MessagePollingEvent);
      await settle();
    }
    expect(actor.getSnapshot().value).toBe(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
  });

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage({
      id: 'message-polling',
      machine: messagePollingMachine,
      simulation: messagePollingSimulation,
    });
  });
});
