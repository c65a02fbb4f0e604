import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { queryPassengerNamePayload } from '../../../../contract/ancillaries/ancillary-schemas';
import { ActionButton } from '../../../ui/action-button';
import { TextField } from '../../../ui/text-field';
import { Busy, PurchaseProblem, StepHeading, usePurchase } from './purchase-step';

/** tripComponent(s)/otherTrip: another traveller's trip, found by the ticket number and that passenger's name together. */
export function OtherTripView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { state, context, send } = usePurchase(kind);
  const [ticketNo, setTicketNo] = useState(context.lookup?.ticketNo ?? '');
  const [passengerName, setPassengerName] = useState(context.lookup?.passengerName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = queryPassengerNamePayload.safeParse({ ticketNo, passengerName });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    send({ type: 'trip.lookup', lookup: parsed.data });
  };

  return (
    <Stack gap={4}>
      <chakra.form
        onSubmit={submit}
        noValidate
        aria-labelledby="other-trip-heading"
        borderWidth="1px"
        borderColor="line"
        borderRadius="lg"
        p={4}
      >
        <Stack gap={2}>
          <chakra.div id="other-trip-heading">
            <StepHeading>{t('ancillaries.other.heading')}</StepHeading>
          </chakra.div>
          <Text color="muted" fontSize="sm">
            {t('ancillaries.other.intro')}
          </Text>
          <TextField
            id="other-ticket"
            label={t('ancillaries.other.ticketNo')}
            value={ticketNo}
            onValueChange={setTicketNo}
            inputMode="numeric"
            error={errors.ticketNo}
          />
          <TextField
            id="other-name"
            label={t('ancillaries.other.name')}
            value={passengerName}
            onValueChange={setPassengerName}
            error={errors.passengerName}
          />
          <Flex gap={2} wrap="wrap">
            <ActionButton type="submit" disabled={state === 'lookingUpTrip'}>
              {t('ancillaries.other.find')}
            </ActionButton>
            <ActionButton type="button" variant="secondary" onClick={() => send({ type: 'back' })}>
              {t('ancillaries.actions.back')}
            </ActionButton>
          </Flex>
        </Stack>
      </chakra.form>
      {state === 'lookingUpTrip' ? <Busy label={t('ancillaries.other.searching')} /> : null}
      {state === 'tripNotFound' || state === 'tripLookupFailed' ? (
        <PurchaseProblem failure={context.failure} actions={[]} />
      ) : null}
    </Stack>
  );
}
