import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePasswordPayload,
  resetTransactionPasswordPayload,
  setTransactionPasswordPayload,
  type PasswordPageType,
} from '../../../../contract/calls/member/security';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { maskMobile } from '../../../ui/mask-mobile';
import { useSchemaForm } from '../../../ui/schema-form';
import { SendCodeButton } from '../../../ui/send-code-button';
import { FormRefusal, TextField } from '../../../ui/text-field';
import { LINK_STYLE } from './link-style';
import { memberApi, memberQueries } from './member-api';
import { useMemberSession } from './use-member-session';
import { PANEL_STYLE } from './panel-style';
import { FormTextField, FormCheckCodeField } from '../../../ui/form-text-field';

const box = { ...PANEL_STYLE, mb: 6, maxW: '560px' } as const;

function Done({ message }: { message: string }) {
  return message ? (
    <Text role="status" color="green.800" mb={3}>
      {message}
    </Text>
  ) : null;
}

function FormBox({ title, onSubmit, children }: { title: string; onSubmit(): void; children: ReactNode }) {
  return (
    <chakra.form {...box} noValidate onSubmit={(event) => (event.preventDefault(), onSubmit())}>
      <chakra.h2 fontWeight="semibold" mb={3}>
        {title}
      </chakra.h2>
      {children}
    </chakra.form>
  );
}

/** The login password: the old one, then the new one twice (spec 5 rules). Other devices are signed out. */
function LoginPasswordForm() {
  const { t } = useTranslation();
  const [done, setDone] = useState('');
  const form = useSchemaForm(changePasswordPayload, { oldPassword: '', password: '', confirmPassword: '' });
  const field = (name: 'oldPassword' | 'password' | 'confirmPassword', label: string) => (
    <FormTextField
      form={form}
      name={name}
      id={`login-${name}`}
      label={label}
      type="password"
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
    />
  );
  return (
    <FormBox
      title={t('member.security.loginTitle')}
      onSubmit={() => (
        setDone(''),
        void form.submit(
          async (payload) => (await memberApi.changePassword(payload), setDone(t('member.security.loginChanged'))),
        )
      )}
    >
      <FormRefusal message={form.refusal} />
      {field('oldPassword', t('member.security.oldPassword'))}
      {field('password', t('member.security.newPassword'))}
      {field('confirmPassword', t('account.register.confirmPassword'))}
      <Done message={done} />
      <ActionButton type="submit" disabled={form.busy}>
        {t('member.common.save')}
      </ActionButton>
    </FormBox>
  );
}

/** The wallet's 6-digit transaction password: set, change with the current one, or reset by SMS code. */
function TransactionPasswordForms({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: status } = useQuery(memberQueries.pinStatus());
  const [done, setDone] = useState('');
  const setForm = useSchemaForm(setTransactionPasswordPayload, { oldPin: '', password: '', confirmPassword: '' });
  const resetForm = useSchemaForm(resetTransactionPasswordPayload, {
    checkCode: '',
    password: '',
    confirmPassword: '',
  });
  const finished = async (message: string) => (
    setDone(message),
    await queryClient.invalidateQueries({ queryKey: memberQueries.pinStatus().queryKey })
  );
  const pin = (
    form: typeof setForm | typeof resetForm,
    prefix: string,
    name: 'oldPin' | 'password' | 'confirmPassword',
    label: string,
  ) => (
    <TextField
      id={`${prefix}-${name}`}
      label={label}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      value={(form.values as Record<string, string>)[name] ?? ''}
      onValueChange={(value) => (form as typeof setForm).setField(name, value.trim())}
      error={form.errors[name]}
    />
  );
  if (!status) return null;
  return (
    <>
      {status.locked ? null : (
        <FormBox
          title={status.isSet ? t('member.security.pinChangeTitle') : t('member.security.pinSetTitle')}
          onSubmit={() => (
            setDone(''),
            void setForm.submit(
              async (payload) => (
                await memberApi.setTransactionPassword(payload),
                finished(t('member.security.pinSaved'))
              ),
            )
          )}
        >
          <FormRefusal message={setForm.refusal} />
          {status.isSet ? pin(setForm, 'pin', 'oldPin', t('member.security.currentPin')) : null}
          {pin(setForm, 'pin', 'password', t('member.security.newPin'))}
          {pin(setForm, 'pin', 'confirmPassword', t('member.security.confirmPin'))}
          <ActionButton type="submit" disabled={setForm.busy}>
            {t('member.common.save')}
          </ActionButton>
        </FormBox>
      )}
      <FormBox
        title={t('member.security.pinResetTitle')}
        onSubmit={() => (
          setDone(''),
          void resetForm.submit(
            async (payload) => (
              await memberApi.resetTransactionPassword(payload),
              finished(t('member.security.pinSaved'))
            ),
          )
        )}
      >
        <Text fontSize="sm" mb={3}>
          {status.locked
            ? t('member.security.errors.pinLocked')
            : t('member.security.pinResetHint', { mobile: maskMobile(mobile) })}
        </Text>
        <FormRefusal message={resetForm.refusal} />
        <FormCheckCodeField
          form={resetForm}
          name="checkCode"
          id="pin-reset-code"
          label={t('account.login.checkCode')}
          addon={
            <SendCodeButton
              mobile={mobile}
              purpose="transactionPassword"
              send={memberApi.sendCheckCode}
              onMobileError={resetForm.setRefusal}
              onRefusal={resetForm.setRefusal}
            />
          }
        />
        {pin(resetForm, 'pin-reset', 'password', t('member.security.newPin'))}
        {pin(resetForm, 'pin-reset', 'confirmPassword', t('member.security.confirmPin'))}
        <ActionButton type="submit" disabled={resetForm.busy}>
          {t('member.security.reset')}
        </ActionButton>
      </FormBox>
      <Done message={done} />
    </>
  );
}

/** /member/password/:type — 'login' (default) or 'transaction'. */
export function PasswordPage({ type }: { type: PasswordPageType }) {
  const { t } = useTranslation();
  const { user } = useMemberSession();
  const localeParam = useLocaleParam();
  if (!user) return null;
  return (
    <Box>
      <Flex as="nav" gap={4} mb={4} aria-label={t('member.security.tabs')} css={LINK_STYLE}>
        {(['login', 'transaction'] as const).map((tab) => (
          <Link
            key={tab}
            to="/{-$locale}/member/password/{-$type}"
            params={{ ...localeParam, type: tab }}
            aria-current={tab === type ? 'page' : undefined}
            style={{ fontWeight: tab === type ? 700 : 400 }}
          >
            {t(`member.security.tab.${tab}`)}
          </Link>
        ))}
      </Flex>
      {type === 'login' ? <LoginPasswordForm /> : <TransactionPasswordForms mobile={user.mobile} />}
    </Box>
  );
}
