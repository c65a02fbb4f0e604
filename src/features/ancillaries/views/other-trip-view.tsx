import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { queryPassengerNamePayload } from '../../../../contract/ancillaries/ancillary-trip-schemas';
import { ActionButton } from '../../../ui/action-button';
import { TicketLookupForm } from '../../../ui/ticket-lookup-form';
import { PurchaseProblem, usePurchase } from './purchase-step';
import { BusyNote } from '../../../ui/busy-note';

/** tripComponent(s)/otherTrip: another traveller's trip, found by the ticket number and that passenger's name together. */
export function OtherTripView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { state, context, send } = usePurchase(kind);

  return (
    <Stack gap={4}>
      <TicketLookupForm
        schema={queryPassengerNamePayload}
        fields={[
          { name: 'ticketNo', id: 'other-ticket', label: t('ancillaries.other.ticketNo'), inputMode: 'numeric' },
          { name: 'passengerName', id: 'other-name', label: t('ancillaries.other.name') },
        ]}
        initial={context.lookup}
        headingId="other-trip-heading"
        heading={t('ancillaries.other.heading')}
        intro={t('ancillaries.other.intro')}
        submitLabel={t('ancillaries.other.find')}
        busy={state === 'lookingUpTrip'}
        onFind={(lookup) => send({ type: 'trip.lookup', lookup })}
        actions={
          <ActionButton type="button" variant="secondary" onClick={() => send({ type: 'back' })}>
            {t('ancillaries.actions.back')}
          </ActionButton>
        }
      />
      {state === 'lookingUpTrip' ? <BusyNote label={t('ancillaries.other.searching')} /> : null}
      {state === 'tripNotFound' || state === 'tripLookupFailed' ? (
        <PurchaseProblem failure={context.failure} actions={[]} />
      ) : null}
    </Stack>
  );
}
