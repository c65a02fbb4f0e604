import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { queryDetrNamePayload, ticketLookupSchema } from '../../../../contract/calls/check-in';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';

function Field(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
}) {
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
        aria-describedby={
          [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        w="full"
        minH="10"
        px={3}
        borderWidth="1px"
        borderColor={props.error ? 'brand.600' : 'line'}
        borderRadius="md"
      />
      {props.hint ? (
        <Text id={`${props.id}-hint`} color="muted" fontSize="xs" mt={1}>
          {props.hint}
        </Text>
      ) : null}
      {props.error ? (
        <Text id={`${props.id}-error`} color="brand.700" fontSize="sm" mt={1}>
          {t(props.error)}
        </Text>
      ) : null}
    </Box>
  );
}

type FieldErrors = Partial<Record<string, string>>;

/** The schema's first message for each field (i18n keys), or the parsed values when all are good. */
function parseForm<T>(schema: z.ZodType<T>, values: unknown): { data?: T; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

/**
 * Find a trip by its 13-digit ticket number with the passenger's name or document number (a ticket number
 * alone finds nothing), or by the traveller's document number and name.
 */
export function FindTripForms() {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const busy = CheckInFlow.useSelector((snapshot) => snapshot.matches('lookingUpTrip'));
  const [ticketNo, setTicketNo] = useState('');
  const [nameOrDocumentNo, setNameOrDocumentNo] = useState('');
  const [ticketErrors, setTicketErrors] = useState<FieldErrors>({});
  const [documentNo, setDocumentNo] = useState('');
  const [name, setName] = useState('');
  const [documentErrors, setDocumentErrors] = useState<FieldErrors>({});

  const findByTicket = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = parseForm(ticketLookupSchema, { ticketNo, nameOrDocumentNo });
    setTicketErrors(errors);
    if (data) actor.send({ type: 'trip.find', query: { by: 'ticket', ...data } });
  };
  const findByDocument = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = parseForm(queryDetrNamePayload, { documentNo, name });
    setDocumentErrors(errors);
    if (data) actor.send({ type: 'trip.find', query: { by: 'document', ...data } });
  };

  return (
    <Flex gap={4} direction={{ base: 'column', md: 'row' }}>
      <chakra.form
        onSubmit={findByTicket}
        noValidate
        flex="1"
        aria-labelledby="find-by-ticket"
        borderWidth="1px"
        borderColor="line"
        borderRadius="lg"
        p={4}
      >
        <Stack gap={3}>
          <Text as="h2" id="find-by-ticket" fontWeight="bold">
            {t('checkin.find.byTicket')}
          </Text>
          <Field
            id="checkin-ticket"
            label={t('checkin.find.ticketNo')}
            value={ticketNo}
            onChange={setTicketNo}
            error={ticketErrors.ticketNo}
            inputMode="numeric"
          />
          <Field
            id="checkin-ticket-passenger"
            label={t('checkin.find.nameOrDocumentNo')}
            hint={t('checkin.find.nameOrDocumentNoHint')}
            value={nameOrDocumentNo}
            onChange={setNameOrDocumentNo}
            error={ticketErrors.nameOrDocumentNo}
          />
          <ActionButton type="submit" disabled={busy} alignSelf="flex-start">
            {t('checkin.find.search')}
          </ActionButton>
        </Stack>
      </chakra.form>
      <chakra.form
        onSubmit={findByDocument}
        noValidate
        flex="1"
        aria-labelledby="find-by-document"
        borderWidth="1px"
        borderColor="line"
        borderRadius="lg"
        p={4}
      >
        <Stack gap={3}>
          <Text as="h2" id="find-by-document" fontWeight="bold">
            {t('checkin.find.byDocument')}
          </Text>
          <Field
            id="checkin-document"
            label={t('checkin.find.documentNo')}
            value={documentNo}
            onChange={setDocumentNo}
            error={documentErrors.documentNo}
          />
          <Field
            id="checkin-name"
            label={t('checkin.find.name')}
            value={name}
            onChange={setName}
            error={documentErrors.name}
          />
          <ActionButton type="submit" disabled={busy} alignSelf="flex-start">
            {t('checkin.find.search')}
          </ActionButton>
        </Stack>
      </chakra.form>
    </Flex>
  );
}
