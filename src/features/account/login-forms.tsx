import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { loginByCheckCodePayload, loginByPasswordPayload, type LoginData } from '../../../contract/calls/accounts';
import type { AccountApi } from './account-api';
import { useSchemaForm } from '../../ui/schema-form';
import { MobileCodeFields } from './mobile-code-fields';
import { SchemaFormFrame } from '../../ui/schema-form-frame';
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
    <SchemaFormFrame
      form={form}
      onValid={async (payload) => onLoggedIn(await api.loginByPassword(payload))}
      submitLabel={t('account.login.submit')}
    >
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
    </SchemaFormFrame>
  );
}

/** Mobile with an SMS code; a new mobile becomes a member. */
export function CodeLoginForm({ api, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginByCheckCodePayload, { mobile: '', checkCode: '' });
  return (
    <SchemaFormFrame
      form={form}
      onValid={async (payload) => onLoggedIn(await api.loginByCheckCode(payload))}
      submitLabel={t('account.login.submit')}
    >
      <MobileCodeFields idPrefix="login" form={form} purpose="login" send={api.sendCheckCode} />
      <chakra.p fontSize="sm" color="muted" mb={3}>
        {t('account.login.codeHint')}
      </chakra.p>
    </SchemaFormFrame>
  );
}
