import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { registerPayload, type LoginData } from '../../../contract/calls/accounts';
import { maskMobile, mobileSchema } from '../../../contract/validators/mobile';
import { ActionButton } from '../../ui/action-button';
import type { AccountApi } from './account-api';
import { AccountCard, CheckField } from './account-card';
import { useSchemaForm } from '../../ui/schema-form';
import { writeResendInfo } from '../../ui/resend-info';
import { SendCodeButton } from '../../ui/send-code-button';
import { FormRefusal } from '../../ui/text-field';
import { FormTextField, FormMobileField } from '../../ui/form-text-field';
import { SchemaFormFrame } from '../../ui/schema-form-frame';

const registerMobileForm = z.object({ mobile: mobileSchema });

/** register: the mobile to register; Next sends its code and opens register/verification. */
export function RegisterView({
  api,
  onCodeSent,
}: {
  api: Pick<AccountApi, 'sendCheckCode'>;
  onCodeSent(mobile: string): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(registerMobileForm, { mobile: '' });
  const next = async ({ mobile }: { mobile: string }) => {
    const sent = await api.sendCheckCode(mobile, 'register');
    writeResendInfo(window.localStorage, {
      mobile,
      purpose: 'register',
      resendAt: Date.now() + sent.resendAfterSeconds * 1000,
    });
    onCodeSent(mobile);
  };
  return (
    <AccountCard title={t('account.register.title')}>
      <SchemaFormFrame form={form} onValid={next} submitLabel={t('account.register.next')}>
        <FormMobileField form={form} name="mobile" id="register-mobile" label={t('account.login.mobile')} />
      </SchemaFormFrame>
    </AccountCard>
  );
}

/** register/verification: the code sent to the mobile, the password twice and the agreement. */
export function RegisterVerificationView({
  mobile,
  api,
  onRegistered,
}: {
  mobile: string;
  api: Pick<AccountApi, 'sendCheckCode' | 'register'>;
  onRegistered(data: LoginData): Promise<void> | void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(registerPayload, {
    mobile,
    checkCode: '',
    password: '',
    confirmPassword: '',
    agree: false,
  });
  const field = (
    name: 'checkCode' | 'password' | 'confirmPassword',
    label: string,
    extra: Record<string, unknown> = {},
  ) => <FormTextField form={form} name={name} id={`register-${name}`} label={label} {...extra} />;
  return (
    <AccountCard title={t('account.register.verificationTitle')}>
      <chakra.form
        noValidate
        onSubmit={(event) => (
          event.preventDefault(),
          void form.submit(async (payload) => onRegistered(await api.register(payload)))
        )}
      >
        <chakra.p mb={3}>{t('account.register.codeSentTo', { mobile: maskMobile(mobile) })}</chakra.p>
        <FormRefusal message={form.refusal || (form.errors.mobile ? t(form.errors.mobile) : '')} />
        {field('checkCode', t('account.login.checkCode'), {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          addon: (
            <SendCodeButton
              mobile={mobile}
              purpose="register"
              send={api.sendCheckCode}
              onMobileError={(key) => form.setRefusal(t(key))}
              onRefusal={form.setRefusal}
            />
          ),
        })}
        {field('password', t('account.login.password'), { type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', t('account.register.confirmPassword'), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        <CheckField
          id="register-agree"
          label={t('account.register.agree')}
          checked={Boolean(form.values.agree)}
          onChange={(checked) => form.setField('agree', checked)}
          error={form.errors.agree ? t(form.errors.agree) : undefined}
        />
        <ActionButton type="submit" w="full" disabled={form.busy}>
          {t('account.register.submit')}
        </ActionButton>
      </chakra.form>
    </AccountCard>
  );
}
