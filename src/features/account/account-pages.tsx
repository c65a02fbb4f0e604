import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../contract/locales';
import { safeReturnPath } from '../../session/safe-return-path';
import { localizedPath, useLocaleParam } from '../../ui/locale-link';
import { PageFrame } from '../../ui/page-frame';
import { accountApi } from './account-api';
import { LoginView } from './login-view';
import { CompletionPasswordView, LookSecretView, RetrieveAccountView } from './password-views';
import { RegisterVerificationView, RegisterView } from './register-views';
import { forgetFoundAccount, readFoundAccount, saveFoundAccount } from './reset-ticket-storage';
import { useFinishLogin } from './use-finish-login';

/** Pages of the /account routes: each wires a view to the real calls, the session and navigation. */
function usePageTools() {
  const router = useRouter();
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'zhCn';
  const search = useSearch({ strict: false }) as { path?: string; mobile?: string };
  const go = (sitePath: string) => router.history.push(localizedPath(sitePath, locale));
  return { router, t, search, go, feedback: router.options.context.feedback, session: router.options.context.session };
}

export function LoginPage() {
  const { t, search } = usePageTools();
  const localeParam = useLocaleParam();
  const finishLogin = useFinishLogin(search.path);
  const links = (
    <>
      <Link to="/{-$locale}/account/register" params={localeParam}>
        {t('account.login.register')}
      </Link>
      <Link to="/{-$locale}/account/lookSecret_count" params={localeParam}>
        {t('account.login.forgot')}
      </Link>
    </>
  );
  return (
    <PageFrame>
      <LoginView api={accountApi} onLoggedIn={finishLogin} links={links} />
    </PageFrame>
  );
}

export function RegisterPage() {
  const { go } = usePageTools();
  return (
    <PageFrame>
      <RegisterView
        api={accountApi}
        onCodeSent={(mobile) => go(`/account/register/verification?${new URLSearchParams({ mobile })}`)}
      />
    </PageFrame>
  );
}

export function RegisterVerificationPage() {
  const { t, search, feedback } = usePageTools();
  const finishLogin = useFinishLogin(undefined);
  const onRegistered: typeof finishLogin = async (data) => {
    feedback.toasts.show('success', t('account.register.done'));
    await finishLogin(data);
  };
  return (
    <PageFrame>
      <RegisterVerificationView mobile={search.mobile ?? ''} api={accountApi} onRegistered={onRegistered} />
    </PageFrame>
  );
}

export function CompletionPasswordPage() {
  const { t, search, feedback, router } = usePageTools();
  const onDone = (saved: boolean) => {
    if (saved) feedback.toasts.show('success', t('account.completion.done'));
    router.history.push(safeReturnPath(search.path));
  };
  return (
    <PageFrame>
      <CompletionPasswordView api={accountApi} onDone={onDone} />
    </PageFrame>
  );
}

export function LookSecretPage() {
  const { go } = usePageTools();
  return (
    <PageFrame>
      <LookSecretView
        api={accountApi}
        onFound={(found) => {
          saveFoundAccount(window.sessionStorage, found);
          go('/account/lookSecret_count/retrieveAccount');
        }}
      />
    </PageFrame>
  );
}

export function RetrieveAccountPage() {
  const { t, feedback, session, go } = usePageTools();
  const localeParam = useLocaleParam();
  const found = readFoundAccount(window.sessionStorage);
  const onReset = () => {
    forgetFoundAccount(window.sessionStorage);
    // The new password ended every session of the member, this tab's included.
    session.clear();
    feedback.toasts.show('success', t('account.reset.done'));
    go('/account');
  };
  return (
    <PageFrame>
      {found ? (
        <RetrieveAccountView found={found} api={accountApi} onReset={onReset} />
      ) : (
        <p>
          {t('account.reset.ticketExpired')}{' '}
          <Link to="/{-$locale}/account/lookSecret_count" params={localeParam}>
            {t('account.reset.startAgain')}
          </Link>
        </p>
      )}
    </PageFrame>
  );
}
