import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../contract/locales';
import { LOOKUPS, lookupLabelKey } from '../../../../contract/lookups';
import { profileSchema, type ProfileData, type ProfileInput } from '../../../../contract/calls/member/profile';
import { ActionButton } from '../../../ui/action-button';
import { DateInput } from '../../../ui/date-picker/date-input';
import { useSchemaForm } from '../../../ui/schema-form';
import { FormRefusal } from '../../../ui/text-field';
import { memberApi } from './member-api';
import { SelectField } from '../../../ui/select-field';
import { useMemberSession } from './use-member-session';
import { PANEL_STYLE } from './panel-style';
import { FormTextField } from '../../../ui/form-text-field';

/** myAccount's profile; a verified member's Chinese name is shown but fixed. */
export function ProfileForm({ profile, onSaved }: { profile: ProfileData; onSaved(): void }) {
  const { t } = useTranslation();
  const { saveUser } = useMemberSession();
  const [notice, setNotice] = useState('');
  const { cnName, lastName, firstName, sex, birthday, email, preferredLanguage } = profile;
  const form = useSchemaForm(profileSchema, { cnName, lastName, firstName, sex, birthday, email, preferredLanguage });
  const verified = profile.identityStatus === '1';
  const sendMail = async () => {
    form.setRefusal('');
    try {
      setNotice(t('member.profile.mailSent', { email: (await memberApi.sendEmailVerification()).sentTo }));
    } catch (error) {
      form.setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  const save = async (payload: ProfileInput) => {
    const saved = await memberApi.updateProfile(payload);
    saveUser(saved.user);
    setNotice(t('member.profile.saved'));
    onSaved();
  };
  return (
    <chakra.form
      {...PANEL_STYLE}
      mb={6}
      noValidate
      onSubmit={(event) => (event.preventDefault(), setNotice(''), void form.submit(save))}
    >
      <chakra.h2 fontWeight="semibold" mb={3}>
        {t('member.profile.title')}
      </chakra.h2>
      <Text fontSize="sm" color="muted" mb={3}>
        {t('member.profile.memberNumber', { number: profile.memberNumber })}
      </Text>
      <FormRefusal message={form.refusal} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={3}>
        <FormTextField
          form={form}
          name="cnName"
          id="profile-cn-name"
          label={t('member.profile.cnName')}
          readOnly={verified}
        />
        <FormTextField form={form} name="lastName" id="profile-last-name" label={t('member.profile.lastName')} />
        <FormTextField form={form} name="firstName" id="profile-first-name" label={t('member.profile.firstName')} />
        <SelectField
          id="profile-sex"
          label={t('member.profile.sex')}
          placeholder={t('member.address.choose')}
          value={form.values.sex}
          onValueChange={(value) => form.setField('sex', value)}
          options={LOOKUPS.sex.map((value) => ({ value, label: t(lookupLabelKey('sex', value)) }))}
          error={form.errors.sex}
        />
        <Box mb={4}>
          <DateInput
            id="profile-birthday"
            label={t('member.profile.birthday')}
            value={form.values.birthday}
            onValueChange={(value) => form.setField('birthday', value)}
            error={form.errors.birthday && t(form.errors.birthday)}
            clearable
          />
        </Box>
        <SelectField
          id="profile-language"
          label={t('member.profile.language')}
          value={form.values.preferredLanguage}
          onValueChange={(value) => form.setField('preferredLanguage', value)}
          options={LOCALES.map((value) => ({ value, label: t(`member.profile.languages.${value}`) }))}
        />
      </Grid>
      <FormTextField
        form={form}
        name="email"
        trim
        id="profile-email"
        label={
          profile.email
            ? `${t('member.profile.email')} (${profile.emailVerified ? t('member.profile.emailVerified') : t('member.profile.emailUnverified')})`
            : t('member.profile.email')
        }
        type="email"
        autoComplete="email"
        addon={
          profile.email && !profile.emailVerified && form.values.email === profile.email ? (
            <ActionButton type="button" variant="secondary" whiteSpace="nowrap" onClick={() => void sendMail()}>
              {t('member.profile.sendMail')}
            </ActionButton>
          ) : null
        }
      />
      {notice ? (
        <Text role="status" color="green.800" mb={3}>
          {notice}
        </Text>
      ) : null}
      <Flex>
        <ActionButton type="submit" disabled={form.busy}>
          {t('member.common.save')}
        </ActionButton>
      </Flex>
    </chakra.form>
  );
}
