import { chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMobilePayload, type ChangeMobilePayload } from '../../../../contract/calls/member/profile';
import { ActionButton } from '../../../ui/action-button';
import { maskMobile } from '../../../ui/mask-mobile';
import { useSchemaForm } from '../../../ui/schema-form';
import { SendCodeButton } from '../../../ui/send-code-button';
import { FormRefusal } from '../../../ui/text-field';
import { memberApi } from './member-api';
import { useMemberSession } from './use-member-session';
import { PANEL_STYLE } from './panel-style';
import { FormCheckCodeField, FormMobileField } from '../../../ui/form-text-field';

/** A code to the bound mobile and one to the new mobile; the old number then shows the changed-phone dialog at login. */
export function ChangeMobileForm({ mobile, onChanged }: { mobile: string; onChanged(): void }) {
  const { t } = useTranslation();
  const { saveUser } = useMemberSession();
  const [done, setDone] = useState('');
  const form = useSchemaForm(changeMobilePayload, { oldCheckCode: '', newMobile: '', newCheckCode: '' });
  const sendButton = (
    target: string,
    purpose: 'changeMobileOld' | 'changeMobileNew',
    field: 'newMobile' | 'oldCheckCode',
  ) => (
    <SendCodeButton
      mobile={target}
      purpose={purpose}
      send={memberApi.sendCheckCode}
      onMobileError={(key) => form.setErrors((errors) => ({ ...errors, [field]: key }))}
      onRefusal={form.setRefusal}
    />
  );
  const change = async (payload: ChangeMobilePayload) => {
    const user = await memberApi.changeMobile(payload);
    saveUser(user);
    setDone(t('member.mobile.changed', { mobile: maskMobile(user.mobile) }));
    onChanged();
  };
  return (
    <chakra.form
      {...PANEL_STYLE}
      mb={6}
      maxW="640px"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void form.submit(change))}
    >
      <chakra.h2 fontWeight="semibold" mb={3}>
        {t('member.mobile.title')}
      </chakra.h2>
      <Text mb={3}>{t('member.mobile.current', { mobile: maskMobile(mobile) })}</Text>
      <FormRefusal message={form.refusal} />
      <FormCheckCodeField
        form={form}
        name="oldCheckCode"
        id="mobile-old-code"
        label={t('member.mobile.oldCode')}
        addon={sendButton(mobile, 'changeMobileOld', 'oldCheckCode')}
      />
      <FormMobileField form={form} name="newMobile" id="mobile-new" label={t('member.mobile.newMobile')} />
      <FormCheckCodeField
        form={form}
        name="newCheckCode"
        id="mobile-new-code"
        label={t('member.mobile.newCode')}
        addon={sendButton(form.values.newMobile, 'changeMobileNew', 'newMobile')}
      />
      {done ? (
        <Text role="status" color="green.800" mb={3}>
          {done}
        </Text>
      ) : null}
      <ActionButton type="submit" disabled={form.busy}>
        {t('member.mobile.submit')}
      </ActionButton>
    </chakra.form>
  );
}
