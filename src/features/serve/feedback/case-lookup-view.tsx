import { chakra, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyCasePayload } from '../../../../contract/calls/feedback';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { useSchemaForm } from '../../../ui/schema-form';
import { SendCodeButton } from '../../../ui/send-code-button';
import { FormRefusal, TextField } from '../../../ui/text-field';
import { rememberCaseAccess } from './case-access-storage';
import { detailRouteOf } from './case-routes';
import { feedbackApi } from './feedback-api';

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
        <TextField
          id="lookup-case-no"
          label={t('feedback.lookup.caseNo')}
          value={String(form.values.caseNo)}
          onValueChange={(value) => form.setField('caseNo', value)}
          error={form.errors.caseNo}
          autoComplete="off"
        />
        <TextField
          id="lookup-mobile"
          label={t('feedback.form.mobile')}
          value={String(form.values.mobile)}
          onValueChange={(value) => form.setField('mobile', value)}
          error={form.errors.mobile}
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
        <TextField
          id="lookup-code"
          label={t('feedback.lookup.code')}
          value={String(form.values.checkCode)}
          onValueChange={(value) => form.setField('checkCode', value)}
          error={form.errors.checkCode}
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
