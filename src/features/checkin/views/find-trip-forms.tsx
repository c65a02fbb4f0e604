import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketNumberSchema } from '../../../../contract/validators/ticket';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';

function Field(props: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void; inputMode?: 'numeric' }) {
  const { t } = useTranslation();
  return (
    <Box flex="1" minW="12rem">
      <chakra.label htmlFor={props.id} display="block" fontSize="sm" mb={1}>
        {props.label}
      </chakra.label>
      <chakra.input
        id={props.id}
        value={props.value}
        inputMode={props.inputMode}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        w="full"
        minH="10"
        px={3}
        borderWidth="1px"
        borderColor={props.error ? 'brand.600' : 'line'}
        borderRadius="md"
      />
      {props.error ? (
        <Text id={`${props.id}-error`} color="brand.700" fontSize="sm" mt={1}>
          {t(props.error)}
        </Text>
      ) : null}
    </Box>
  );
}

/** Find a trip by its 13-digit ticket number, or by the traveller's document number and name. */
export function FindTripForms() {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const busy = CheckInFlow.useSelector((snapshot) => snapshot.matches('lookingUpTrip'));
  const [ticketNo, setTicketNo] = useState('');
  const [ticketError, setTicketError] = useState<string>();
  const [documentNo, setDocumentNo] = useState('');
  const [name, setName] = useState('');
  const [documentErrors, setDocumentErrors] = useState<{ documentNo?: string; name?: string }>({});

  const findByTicket = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketNumberSchema.safeParse(ticketNo.trim());
    setTicketError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) actor.send({ type: 'trip.find', query: { by: 'ticket', ticketNo: parsed.data } });
  };
  const findByDocument = (event: FormEvent) => {
    event.preventDefault();
    const errors = { documentNo: documentNo.trim() ? undefined : 'validation.required', name: name.trim() ? undefined : 'validation.required' };
    setDocumentErrors(errors);
    if (!errors.documentNo && !errors.name) actor.send({ type: 'trip.find', query: { by: 'document', documentNo: documentNo.trim(), name: name.trim() } });
  };

  return (
    <Flex gap={4} direction={{ base: 'column', md: 'row' }}>
      <chakra.form onSubmit={findByTicket} noValidate flex="1" aria-labelledby="find-by-ticket" borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
        <Stack gap={3}>
          <Text as="h2" id="find-by-ticket" fontWeight="bold">
            {t('checkin.find.byTicket')}
          </Text>
          <Field id="checkin-ticket" label={t('checkin.find.ticketNo')} value={ticketNo} onChange={setTicketNo} error={ticketError} inputMode="numeric" />
          <ActionButton type="submit" disabled={busy} alignSelf="flex-start">
            {t('checkin.find.search')}
          </ActionButton>
        </Stack>
      </chakra.form>
      <chakra.form onSubmit={findByDocument} noValidate flex="1" aria-labelledby="find-by-document" borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
        <Stack gap={3}>
          <Text as="h2" id="find-by-document" fontWeight="bold">
            {t('checkin.find.byDocument')}
          </Text>
          <Field id="checkin-document" label={t('checkin.find.documentNo')} value={documentNo} onChange={setDocumentNo} error={documentErrors.documentNo} />
          <Field id="checkin-name" label={t('checkin.find.name')} value={name} onChange={setName} error={documentErrors.name} />
          <ActionButton type="submit" disabled={busy} alignSelf="flex-start">
            {t('checkin.find.search')}
          </ActionButton>
        </Stack>
      </chakra.form>
    </Flex>
  );
}
