import { useTranslation } from 'react-i18next';
import { flightDelayApplyPayload } from '../../../contract/calls/delay-certificate';
import { TicketLookupForm } from '../../ui/ticket-lookup-form';
import { DelayCertificateFlow } from './delay-certificate-flow';

/** Step 1: the ticket number or the document number, and the passenger's name as ticketed. */
export function FindTicketForm() {
  const { t } = useTranslation();
  const actor = DelayCertificateFlow.useActorRef();
  const busy = DelayCertificateFlow.useSelector((snapshot) => snapshot.matches('searching'));

  return (
    <TicketLookupForm
      schema={flightDelayApplyPayload}
      choice={{
        group: 'delay-by',
        legend: t('delayProve.apply.heading'),
        options: [
          {
            label: t('delayProve.apply.byTicket'),
            field: {
              name: 'ticketNo',
              id: 'delay-number',
              label: t('delayProve.apply.ticketNo'),
              inputMode: 'numeric',
            },
          },
          {
            label: t('delayProve.apply.byDocument'),
            field: { name: 'documentNo', id: 'delay-number', label: t('delayProve.apply.documentNo') },
          },
        ],
      }}
      fields={[{ name: 'name', id: 'delay-name', label: t('delayProve.apply.name') }]}
      fieldsInRow
      headingId="delay-find-heading"
      heading={t('delayProve.apply.heading')}
      intro={t('delayProve.apply.intro')}
      submitLabel={t('delayProve.apply.find')}
      busy={busy}
      onFind={({ ticketNo, documentNo, name }) =>
        actor.send({ type: 'ticket.find', lookup: { ticketNo, documentNo, name } })
      }
    />
  );
}
