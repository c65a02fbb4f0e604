import { chakra, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyCasePayload } from '../../../../contract/calls/feedback';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { useSchemaForm } from '../../../ui/schema-form';
import { SendCodeButton } from '../../../ui/send-code-button';
import { FormRefusal } from '../../../ui/text-field';
import { rememberCaseAccess } from './case-access-storage';
import { detailRouteOf } from './case-routes';
import { feedbackApi } from './feedback-api';
import { FormTextField } from '../../../ui/form-text-field';

/** /serve/verification: a visitor opens a case with its reference number and a code sent to its contact mobile. */
export function CaseLookupView({ caseNo }: { caseNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const form = useSchemaForm(verifyCasePayload, { caseNo, mobile: '', checkCode: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (payload) => {
      const access = await feedbackApi.verifyCase(payload);
      rememberCaseAccess(access);
      await navigate({ to: detailRouteOf(access.kind), params: localeParam, search: { caseNo: access.caseNo } });
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="md" aria-labelledby="case-lookup-heading">
      <Stack gap={1}>
        <Text as="h2" id="case-lookup-heading" fontWeight="bold" fontSize="lg">
          {t('feedback.lookup.heading')}
        </Text>
        <Text color="muted" fontSize="sm" mb={3}>
          {t('feedback.lookup.intro')}
        </Text>
        <FormTextField
          form={form}
          name="caseNo"
          id="lookup-case-no"
          label={t('feedback.lookup.caseNo')}
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="mobile"
          id="lookup-mobile"
          label={t('feedback.form.mobile')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          addon={
            <SendCodeButton
              mobile={String(form.values.mobile).trim()}
              purpose="feedback"
              send={(mobile) => feedbackApi.sendCode(mobile)}
              onMobileError={(key) => form.setErrors((current) => ({ ...current, mobile: key }))}
              onRefusal={form.setRefusal}
            />
          }
        />
        <FormTextField
          form={form}
          name="checkCode"
          id="lookup-code"
          label={t('feedback.lookup.code')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
        <FormRefusal message={form.refusal} />
        <ActionButton type="submit" disabled={form.busy} alignSelf="flex-start">
          {t('feedback.lookup.submit')}
        </ActionButton>
      </Stack>
    </chakra.form>
  );
}
