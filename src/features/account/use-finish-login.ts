import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginData } from '../../../contract/calls/accounts';
import { toLocale } from '../../../contract/locales';
import { safeReturnPath } from '../../session/safe-return-path';
import { localizedPath } from '../../ui/locale-link';
import { accountApi } from './account-api';
import { runRenewalNotice } from './run-renewal-notice';

/**
 * What every login ends with: the changed-phone dialog, or the stored session, a welcome, the renewal notice
 * and the way back to `path` (only when it is a path of this site) or to completionPassword first.
 */
export function useFinishLogin(returnPath: unknown) {
  const router = useRouter();
  const { session, feedback } = router.options.context;
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'zhCn';

  return async (data: LoginData): Promise<void> => {
    if (data.outcome === 'mobileChanged') {
      await feedback.dialogs.announceChangedPhone({ oldMobile: data.oldMobile, newMobile: data.newMobile });
      return;
    }
    session.save(data.user);
    feedback.toasts.show('success', t('account.login.welcome'));
    runRenewalNotice(data.user, {
      skipRenewNotice: accountApi.skipRenewNotice,
      saveUser: session.save,
      confirm: feedback.dialogs.confirm,
      t,
    });
    const back = safeReturnPath(returnPath);
    const destination = back === '/' ? localizedPath('/', locale) : back;
    if (data.needsPassword) {
      router.history.push(
        `${localizedPath('/account/completionPassword', locale)}?${new URLSearchParams({ path: destination })}`,
      );
    } else {
      router.history.push(destination);
    }
  };
}
