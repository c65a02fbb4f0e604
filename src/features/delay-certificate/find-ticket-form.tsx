import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { flightDelayApplyPayload } from '../../../contract/calls/delay-certificate';
import { ActionButton } from '../../ui/action-button';
import { DelayCertificateFlow } from './delay-certificate-flow';
import { TextField } from '../../ui/text-field';

/** Step 1: the ticket number or the document number, and the passenger's name as ticketed. */
export function FindTicketForm() {
  const { t } = useTranslation();
  const actor = DelayCertificateFlow.useActorRef();
  const busy = DelayCertificateFlow.useSelector((snapshot) => snapshot.matches('searching'));
  const [by, setBy] = useState<'ticket' | 'document'>('ticket');
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lookup = by === 'ticket' ? { ticketNo: number.trim(), name } : { documentNo: number.trim(), name };
    const parsed = flightDelayApplyPayload.safeParse(lookup);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] === 'name' ? 'name' : 'number'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    actor.send({
      type: 'ticket.find',
      lookup: { ticketNo: parsed.data.ticketNo, documentNo: parsed.data.documentNo, name: parsed.data.name },
    });
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby="delay-find-heading"
      borderWidth="1px"
      borderColor="line"
      borderRadius="lg"
      p={4}
    >
      <Stack gap={3}>
        <Text as="h2" id="delay-find-heading" fontWeight="bold">
          {t('delayProve.apply.heading')}
        </Text>
        <Text color="muted" fontSize="sm">
          {t('delayProve.apply.intro')}
        </Text>
        <Flex as="fieldset" gap={4} borderWidth={0} p={0} m={0} wrap="wrap">
          <chakra.legend srOnly>{t('delayProve.apply.heading')}</chakra.legend>
          {(['ticket', 'document'] as const).map((choice) => (
            <chakra.label key={choice} display="inline-flex" gap={2} alignItems="center" minH="10">
              <input type="radio" name="delay-by" checked={by === choice} onChange={() => setBy(choice)} />
              {t(choice === 'ticket' ? 'delayProve.apply.byTicket' : 'delayProve.apply.byDocument')}
            </chakra.label>
          ))}
        </Flex>
        <Flex gap={3} wrap="wrap">
          <TextField
            id="delay-number"
            label={t(by === 'ticket' ? 'delayProve.apply.ticketNo' : 'delayProve.apply.documentNo')}
            value={number}
            onValueChange={setNumber}
            inputMode={by === 'ticket' ? 'numeric' : undefined}
            error={errors.number}
            layout="row"
          />
          <TextField
            id="delay-name"
            label={t('delayProve.apply.name')}
            value={name}
            onValueChange={setName}
            error={errors.name}
            layout="row"
          />
        </Flex>
        <ActionButton type="submit" disabled={busy} alignSelf="flex-start">
          {t('delayProve.apply.find')}
        </ActionButton>
      </Stack>
    </chakra.form>
  );
}
