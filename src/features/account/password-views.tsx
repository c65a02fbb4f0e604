import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  completionPasswordPayload,
  queryFfpMemberByResetPayload,
  resetPasswordPayload,
  type QueryFfpMemberByResetData,
} from '../../../contract/calls/accounts';
import { ActionButton } from '../../ui/action-button';
import type { AccountApi } from './account-api';
import { AccountCard } from './account-card';
import { useSchemaForm } from '../../ui/schema-form';
import { MobileCodeFields } from './mobile-code-fields';
import { FormRefusal } from '../../ui/text-field';
import { FormTextField } from '../../ui/form-text-field';
import { SchemaFormFrame } from '../../ui/schema-form-frame';

type PasswordForm = ReturnType<typeof useSchemaForm<typeof completionPasswordPayload>>;

function NewPasswordFields({ form, idPrefix }: { form: PasswordForm; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        form={form}
        name="password"
        id={`${idPrefix}-password`}
        label={t('account.login.password')}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        id={`${idPrefix}-confirm`}
        label={t('account.register.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** completionPassword: a member who came in by code sets a password, or leaves it for later. */
export function CompletionPasswordView({
  api,
  onDone,
}: {
  api: Pick<AccountApi, 'completionPassword'>;
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(completionPasswordPayload, { password: '', confirmPassword: '' });
  return (
    <AccountCard title={t('account.completion.title')}>
      <chakra.p mb={3} fontSize="sm">
        {t('account.completion.hint')}
      </chakra.p>
      <chakra.form
        noValidate
        onSubmit={(event) => (
          event.preventDefault(),
          void form.submit(async (payload) => (await api.completionPassword(payload), onDone(true)))
        )}
      >
        <FormRefusal message={form.refusal} />
        <NewPasswordFields form={form} idPrefix="completion" />
        <Flex gap={3}>
          <ActionButton type="submit" flex="1" disabled={form.busy}>
            {t('account.completion.submit')}
          </ActionButton>
          <ActionButton type="button" variant="secondary" onClick={() => onDone(false)}>
            {t('account.completion.later')}
          </ActionButton>
        </Flex>
      </chakra.form>
    </AccountCard>
  );
}

/** lookSecret_count: the member's mobile and its code find the account. */
export function LookSecretView({
  api,
  onFound,
}: {
  api: Pick<AccountApi, 'sendCheckCode' | 'queryMemberForReset'>;
  onFound(found: QueryFfpMemberByResetData): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(queryFfpMemberByResetPayload, { mobile: '', checkCode: '' });
  return (
    <AccountCard title={t('account.reset.title')}>
      <SchemaFormFrame
        form={form}
        onValid={async ({ mobile, checkCode }) => onFound(await api.queryMemberForReset(mobile, checkCode))}
        submitLabel={t('account.reset.next')}
      >
        <MobileCodeFields idPrefix="reset" form={form} purpose="reset" send={api.sendCheckCode} />
      </SchemaFormFrame>
    </AccountCard>
  );
}

/** retrieveAccount: the found account (masked) gets a new password. */
export function RetrieveAccountView({
  found,
  api,
  onReset,
}: {
  found: QueryFfpMemberByResetData;
  api: Pick<AccountApi, 'resetPassword'>;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(resetPasswordPayload, {
    resetTicket: found.resetTicket,
    password: '',
    confirmPassword: '',
  });
  return (
    <AccountCard title={t('account.reset.newPasswordTitle')}>
      <chakra.p mb={3}>
        {t('account.reset.found', { name: found.maskedName, number: found.memberNumber, mobile: found.maskedMobile })}
      </chakra.p>
      <SchemaFormFrame
        form={form}
        onValid={async (payload) => (await api.resetPassword(payload), onReset())}
        submitLabel={t('account.reset.submit')}
      >
        <NewPasswordFields form={form as unknown as PasswordForm} idPrefix="reset" />
      </SchemaFormFrame>
    </AccountCard>
  );
}
