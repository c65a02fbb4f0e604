import { chakra, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eticketValidatePayload } from '../../../../contract/calls/ticket-verification';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { useSchemaForm } from '../../../ui/schema-form';
import { FormRefusal, TextField } from '../../../ui/text-field';
import { storeVerifiedTicket, verifyTicket } from './ticket-verification-api';

/** /serve/ticketVerification: the 13-digit ticket number and the passenger's name, checked with the call's own schema. */
export function TicketVerificationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const form = useSchemaForm(eticketValidatePayload, { ticketNo: '', name: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (payload) => {
      storeVerifiedTicket(await verifyTicket(payload), payload.name);
      await navigate({ to: '/{-$locale}/serve/ticketVerification/checkTicket', params: localeParam });
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate maxW="md" aria-labelledby="ticket-verification-heading">
      <Stack gap={1}>
        <Text as="h2" id="ticket-verification-heading" fontWeight="bold" fontSize="lg">
          {t('ticketVerification.form.heading')}
        </Text>
        <Text color="muted" fontSize="sm" mb={3}>
          {t('ticketVerification.form.intro')}
        </Text>
        <TextField
          id="ticket-no"
          label={t('ticketVerification.form.ticketNo')}
          value={form.values.ticketNo}
          onValueChange={(value) => form.setField('ticketNo', value)}
          error={form.errors.ticketNo}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
        <TextField
          id="ticket-name"
          label={t('ticketVerification.form.name')}
          value={form.values.name}
          onValueChange={(value) => form.setField('name', value)}
          error={form.errors.name}
          autoComplete="name"
        />
        <FormRefusal message={form.refusal} />
        <ActionButton type="submit" disabled={form.busy} alignSelf="flex-start">
          {form.busy ? t('ticketVerification.form.checking') : t('ticketVerification.form.submit')}
        </ActionButton>
      </Stack>
    </chakra.form>
  );
}
