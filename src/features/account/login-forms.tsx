import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { loginByCheckCodePayload, loginByPasswordPayload, type LoginData } from '../../../contract/calls/accounts';
import { ActionButton } from '../../ui/action-button';
import type { AccountApi } from './account-api';
import { useSchemaForm } from '../../ui/schema-form';
import { MobileCodeFields } from './mobile-code-fields';
import { FormRefusal } from '../../ui/text-field';
import { FormTextField } from '../../ui/form-text-field';

export interface LoginFormProps {
  api: Pick<AccountApi, 'loginByPassword' | 'loginByCheckCode' | 'sendCheckCode'>;
  onLoggedIn(data: LoginData): Promise<void> | void;
}

/** Mobile, e-mail or member number with a password. */
export function PasswordLoginForm({ api, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginByPasswordPayload, { account: '', password: '' });
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => (
        event.preventDefault(),
        void form.submit(async (payload) => onLoggedIn(await api.loginByPassword(payload)))
      )}
    >
      <FormRefusal message={form.refusal} />
      <FormTextField
        form={form}
        name="account"
        id="login-account"
        label={t('account.login.account')}
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="password"
        id="login-password"
        label={t('account.login.password')}
        type="password"
        autoComplete="current-password"
      />
      <ActionButton type="submit" w="full" disabled={form.busy}>
        {t('account.login.submit')}
      </ActionButton>
    </chakra.form>
  );
}

/** Mobile with an SMS code; a new mobile becomes a member. */
export function CodeLoginForm({ api, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginByCheckCodePayload, { mobile: '', checkCode: '' });
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => (
        event.preventDefault(),
        void form.submit(async (payload) => onLoggedIn(await api.loginByCheckCode(payload)))
      )}
    >
      <FormRefusal message={form.refusal} />
      <MobileCodeFields idPrefix="login" form={form} purpose="login" send={api.sendCheckCode} />
      <chakra.p fontSize="sm" color="muted" mb={3}>
        {t('account.login.codeHint')}
      </chakra.p>
      <ActionButton type="submit" w="full" disabled={form.busy}>
        {t('account.login.submit')}
      </ActionButton>
    </chakra.form>
  );
}
