import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { RenewNotice, SessionUser } from '../contract/calls/accounts';
import { renewalNoticeMachine, type RenewalNoticeEvent } from './renewal-notice.machine';
import { renewalNoticeSimulation } from './renewal-notice.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

const notice = (noticeNum: number): RenewNotice => ({
  noticeNum,
  mobile: '136****6000',
  ffpRenewNoticeId: 'renew-demo-renewal',
});
const skippedUser = { userid: 'demo-renewal', ffpRenewNotice: null } as SessionUser;

/** The machine with a scripted skip call (each reply in turn) and the stored user replacements recorded. */
function startPath(replies: ('ok' | 'fail' | 'pending')[] = ['ok']) {
  const stored: SessionUser[] = [];
  const skipCalls: string[] = [];
  const machine = renewalNoticeMachine.provide({
    actors: {
      skipRenewNotice: fromPromise(async ({ input }) => {
        skipCalls.push(input.ffpRenewNoticeId);
        const reply = replies.shift() ?? 'pending';
        if (reply === 'fail') throw new Error('offline');
        if (reply === 'pending') await new Promise(() => {});
        return skippedUser;
      }),
    },
    actions: { replaceStoredUser: (_, params) => void stored.push(params.user) },
  });
  return { actor: createActor(machine).start(), stored, skipCalls };
}

/** Started as after a login with this notice. */
function startNotice(noticeValue: RenewNotice | null, replies?: ('ok' | 'fail' | 'pending')[]) {
  const started = startPath(replies);
  started.actor.send({ type: 'notice.check', notice: noticeValue });
  return started;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when deciding whether to show the notice', () => {
  it.each([1, 2, 3])('shows notice number %i', (noticeNum) => {
    expect(startNotice(notice(noticeNum)).actor.getSnapshot().value).toBe('showingNotice');
  });

  it.each([[0], [4], [1.5], [-1]])('shows nothing for notice number %s', (noticeNum) => {
    const { actor, skipCalls } = startNotice(notice(noticeNum));
    expect(actor.getSnapshot().value).toBe('noNotice');
    expect(skipCalls).toEqual([]);
  });

  it('shows nothing without a notice', () => {
    expect(startNotice(null).actor.getSnapshot().value).toBe('noNotice');
  });
});

describe('when the notice is showing', () => {
  it('skips it with its ffpRenewNoticeId and replaces the stored user info with the reply', async () => {
    const { actor, stored, skipCalls } = startNotice(notice(2));
    actor.send({ type: 'notice.acknowledge' });
    expect(actor.getSnapshot().value).toBe('skipping');
    await settle();
    expect(skipCalls).toEqual(['renew-demo-renewal']);
    expect(stored).toEqual([skippedUser]);
    expect(actor.getSnapshot().value).toBe('skipped');
  });

  it('ignores retry and dismiss, which belong to a failed skip', () => {
    const { actor } = startNotice(notice(1));
    actor.send({ type: 'notice.retry' });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('showingNotice');
  });
});

describe('when the skip call fails', () => {
  it('keeps the stored user info and offers a retry that can succeed', async () => {
    const { actor, stored, skipCalls } = startNotice(notice(3), ['fail', 'ok']);
    actor.send({ type: 'notice.acknowledge' });
    await settle();
    expect(actor.getSnapshot().value).toBe('skipFailed');
    expect(stored).toEqual([]);
    actor.send({ type: 'notice.retry' });
    await settle();
    expect(skipCalls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('skipped');
  });

  it('lets the member dismiss it without the server knowing', async () => {
    const { actor, stored } = startNotice(notice(3), ['fail']);
    actor.send({ type: 'notice.acknowledge' });
    await settle();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('noNotice');
    expect(stored).toEqual([]);
  });
});

describe('paths from the graph', () => {
  const events = renewalNoticeSimulation.events as unknown as RenewalNoticeEvent[];
  const paths = getSimplePaths(renewalNoticeMachine, { events });
  const replyScript = (types: string[]) =>
    types
      .filter((type) => type.startsWith('xstate.done') || type.startsWith('xstate.error'))
      .map((type) => (type.startsWith('xstate.done') ? 'ok' : 'fail') as 'ok' | 'fail');

  it('reach every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect(reached).toEqual(new Set(['waiting', 'showingNotice', 'skipping', 'skipFailed', 'skipped', 'noNotice']));
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const types = path.steps.map((step) => step.event.type);
      const { actor } = startPath(replyScript(types));
      for (const { event } of path.steps) {
        if (event.type.startsWith('xstate.')) await settle();
        else actor.send(event as AnyEventObject as RenewalNoticeEvent);
      }
      await settle();
      expect(actor.getSnapshot().value).toBe(path.state.value);
    },
  );

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage({
      id: 'renewal-notice',
      machine: renewalNoticeMachine,
      simulation: renewalNoticeSimulation,
    });
  });
});
