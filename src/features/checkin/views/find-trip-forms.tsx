import { Box, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { queryDetrNamePayload, ticketLookupSchema } from '../../../../contract/calls/check-in';
import { TicketLookupForm } from '../../../ui/ticket-lookup-form';
import { CheckInFlow } from '../flow/check-in-flow';

/**
 * Find a trip by its 13-digit ticket number with the passenger's name or document number (a ticket number
 * alone finds nothing), or by the traveller's document number and name.
 */
export function FindTripForms() {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const busy = CheckInFlow.useSelector((snapshot) => snapshot.matches('lookingUpTrip'));

  return (
    <Flex gap={4} direction={{ base: 'column', md: 'row' }}>
      <Box flex="1">
        <TicketLookupForm
          schema={ticketLookupSchema}
          fields={[
            { name: 'ticketNo', id: 'checkin-ticket', label: t('checkin.find.ticketNo'), inputMode: 'numeric' },
            {
              name: 'nameOrDocumentNo',
              id: 'checkin-ticket-passenger',
              label: t('checkin.find.nameOrDocumentNo'),
              hint: t('checkin.find.nameOrDocumentNoHint'),
            },
          ]}
          headingId="find-by-ticket"
          heading={t('checkin.find.byTicket')}
          submitLabel={t('checkin.find.search')}
          busy={busy}
          onFind={(query) => actor.send({ type: 'trip.find', query: { by: 'ticket', ...query } })}
        />
      </Box>
      <Box flex="1">
        <TicketLookupForm
          schema={queryDetrNamePayload}
          fields={[
            { name: 'documentNo', id: 'checkin-document', label: t('checkin.find.documentNo') },
            { name: 'name', id: 'checkin-name', label: t('checkin.find.name') },
          ]}
          headingId="find-by-document"
          heading={t('checkin.find.byDocument')}
          submitLabel={t('checkin.find.search')}
          busy={busy}
          onFind={(query) => actor.send({ type: 'trip.find', query: { by: 'document', ...query } })}
        />
      </Box>
    </Flex>
  );
}
