import type { TFunction } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '../../../contract/calls/accounts';
import { renewalNoticeMachine } from '../../../machines/renewal-notice.machine';
import type { ConfirmRequest } from '../../ui/dialog/dialog-store';
import { liveInspect } from '../../ui/live-inspect';

export interface RenewalNoticeEffects {
  skipRenewNotice(ffpRenewNoticeId: string): Promise<SessionUser>;
  saveUser(user: SessionUser): void;
  confirm(request: ConfirmRequest): Promise<boolean>;
  t: TFunction;
}

/** Runs the renewal-notice chart for a fresh login: the dialogs are its view, the skip call its actor. */
export function runRenewalNotice(user: SessionUser, effects: RenewalNoticeEffects): void {
  const { t } = effects;
  const actor = createActor(
    renewalNoticeMachine.provide({
      actors: { skipRenewNotice: fromPromise(({ input }) => effects.skipRenewNotice(input.ffpRenewNoticeId)) },
      actions: { replaceStoredUser: (_, params) => effects.saveUser(params.user) },
    }),
    { inspect: liveInspect },
  );
  let shown: unknown;
  actor.subscribe((snapshot) => {
    if (snapshot.value === shown) return;
    shown = snapshot.value;
    if (snapshot.matches('showingNotice')) {
      const notice = snapshot.context.notice!;
      void effects
        .confirm({
          title: t('account.renewNotice.title'),
          message: t('account.renewNotice.body', { noticeNum: notice.noticeNum, mobile: notice.mobile }),
          confirmLabel: t('account.renewNotice.acknowledge'),
          showCancel: false,
        })
        .then(() => actor.send({ type: 'notice.acknowledge' }));
    }
    if (snapshot.matches('skipFailed')) {
      void effects
        .confirm({
          message: t('account.renewNotice.skipFailed'),
          confirmLabel: t('account.renewNotice.retry'),
          showCancel: true,
        })
        .then((retry) => actor.send({ type: retry ? 'notice.retry' : 'notice.dismiss' }));
    }
  });
  actor.start();
  actor.send({ type: 'notice.check', notice: user.ffpRenewNotice });
}
