import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { eticketValidatePayload } from '../../../../contract/calls/ticket-verification';
import { useLocaleParam } from '../../../ui/locale-link';
import { TicketLookupForm } from '../../../ui/ticket-lookup-form';
import { storeVerifiedTicket, verifyTicket } from './ticket-verification-api';

/** /serve/ticketVerification: the 13-digit ticket number and the passenger's name, checked with the call's own schema. */
export function TicketVerificationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();

  return (
    <TicketLookupForm
      schema={eticketValidatePayload}
      fields={[
        {
          name: 'ticketNo',
          id: 'ticket-no',
          label: t('ticketVerification.form.ticketNo'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 13,
        },
        { name: 'name', id: 'ticket-name', label: t('ticketVerification.form.name'), autoComplete: 'name' },
      ]}
      frame="plain"
      headingId="ticket-verification-heading"
      heading={t('ticketVerification.form.heading')}
      intro={t('ticketVerification.form.intro')}
      submitLabel={t('ticketVerification.form.submit')}
      busyLabel={t('ticketVerification.form.checking')}
      onFind={async (payload) => {
        storeVerifiedTicket(await verifyTicket(payload), payload.name);
        await navigate({ to: '/{-$locale}/serve/ticketVerification/checkTicket', params: localeParam });
      }}
    />
  );
}
