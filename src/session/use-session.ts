import { useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../contract/calls/accounts';
import { toLocale } from '../../contract/locales';
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
    // The chart and XState load on the first logout, not with every page.
    void import('./run-logout').then(({ runLogout }) =>
      runLogout(current, {
        clearSessionStorage: () => session.clear(),
        removeResendInfo: () => removeResendInfo(window.localStorage),
        goToAccount: () => router.history.push(localizedPath('/account', locale)),
        showLoggedOutToast: () => feedback.toasts.show('success', t('account.logout.done')),
      }),
    );
  }, [session, feedback, router, t, i18n]);

  return { user, logout };
}
