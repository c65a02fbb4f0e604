import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/calls/accounts';
import type { ConfirmRequest } from '../../ui/dialog/dialog-store';
import { runRenewalNotice } from './run-renewal-notice';

const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;
const withNotice = {
  userid: 'demo-renewal',
  ffpRenewNotice: { noticeNum: 2, mobile: '136****6000', ffpRenewNoticeId: 'renew-1' },
} as SessionUser;
const skipped = { ...withNotice, ffpRenewNotice: null } as SessionUser;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function effects(answers: boolean[], skipReplies: (SessionUser | Error)[]) {
  const confirms: ConfirmRequest[] = [];
  return {
    confirms,
    skipRenewNotice: vi.fn(async () => {
      const reply = skipReplies.shift();
      if (!reply || reply instanceof Error) throw reply ?? new Error('no reply');
      return reply;
    }),
    saveUser: vi.fn(),
    confirm: vi.fn(async (request: ConfirmRequest) => {
      confirms.push(request);
      return answers.shift() ?? true;
    }),
    t,
  };
}

describe('runRenewalNotice', () => {
  it('shows the notice, then skips it and stores the new user info', async () => {
    const fx = effects([true], [skipped]);
    runRenewalNotice(withNotice, fx);
    await settle();
    expect(fx.confirms[0]).toMatchObject({
      title: 'account.renewNotice.title',
      message: 'account.renewNotice.body {"noticeNum":2,"mobile":"136****6000"}',
      showCancel: false,
    });
    expect(fx.skipRenewNotice).toHaveBeenCalledWith('renew-1');
    expect(fx.saveUser).toHaveBeenCalledWith(skipped);
  });

  it('offers a retry when the skip fails', async () => {
    const fx = effects([true, true], [new Error('offline'), skipped]);
    runRenewalNotice(withNotice, fx);
    await settle();
    await settle();
    expect(fx.confirms[1]).toMatchObject({
      message: 'account.renewNotice.skipFailed',
      confirmLabel: 'account.renewNotice.retry',
    });
    expect(fx.skipRenewNotice).toHaveBeenCalledTimes(2);
    expect(fx.saveUser).toHaveBeenCalledWith(skipped);
  });

  it('shows nothing to a member without a notice', async () => {
    const fx = effects([], []);
    runRenewalNotice(skipped, fx);
    await settle();
    expect(fx.confirm).not.toHaveBeenCalled();
    expect(fx.skipRenewNotice).not.toHaveBeenCalled();
  });
});
