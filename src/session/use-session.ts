import { useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { ACCOUNT_CALLS } from '../../contract/calls/account-calls';
import type { SessionUser } from '../../contract/calls/accounts';
import { CHANNEL } from '../../contract/request-headers';
import { toLocale } from '../../contract/locales';
import { logoutMachine } from '../../machines/logout.machine';
import { callApi } from '../api/client';
import { localizedPath } from '../ui/locale-link';
import { removeResendInfo } from './session-storage';

export interface SessionView {
  /** The stored session user info (spec 3), or null when logged out. */
  user: SessionUser | null;
  /** Spec 4 logout, run by the logout statechart. */
  logout(): void;
}

/** The session for views, e.g. the header's login box: `<LoginBox user={user} onLogout={logout} />`. */
export function useSession(): SessionView {
  const router = useRouter();
  const { session, feedback } = router.options.context;
  const user = useSyncExternalStore(session.subscribe, session.getUser, () => null);
  const { t, i18n } = useTranslation();

  const logout = useCallback(() => {
    const current = session.getUser();
    if (!current) return;
    const locale = toLocale(i18n.language) ?? 'zhCn';
    const machine = logoutMachine.provide({
      actors: {
        endUiaSession: fromPromise(({ input }) => callApi<void>(ACCOUNT_CALLS.logout, { channel: CHANNEL, memId: input.memId, accessModule: CHANNEL })),
        endSiteSession: fromPromise(() => callApi<void>(ACCOUNT_CALLS.endSession, {})),
      },
      actions: {
        clearSessionStorage: () => session.clear(),
        removeResendInfo: () => removeResendInfo(window.localStorage),
        goToAccount: () => router.history.push(localizedPath('/account', locale)),
        showLoggedOutToast: () => feedback.toasts.show('success', t('account.logout.done')),
      },
    });
    createActor(machine).start().send({ type: 'logout.request', user: current });
  }, [session, feedback, router, t, i18n]);

  return { user, logout };
}
