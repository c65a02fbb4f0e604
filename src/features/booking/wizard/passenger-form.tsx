import { chakra, Flex, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripDates } from '../../../../contract/booking/passenger-rules';
import type { PassengerCounts } from '../../../../contract/first-load/flight-search-rules';
import type { BookingForms } from '../../../../contract/booking/booking-forms';
import type { OrderDraft } from '../../../../machines/booking-trip';
import { useSession } from '../../../session/use-session';
import { ActionButton } from '../../../ui/action-button';
import { AgreementCheck } from '../passengers/agreement-check';
import { ContactForm } from '../passengers/contact-form';
import { InsuranceOffers } from '../passengers/insurance-offers';
import {
  contactDraftProblems,
  hasProblems,
  partyDraftProblems,
  type PartyProblems,
} from '../passengers/passenger-draft';
import { PassengerForm as PassengerFields } from '../passengers/passenger-form';
import { SavedPassengerPicker } from '../passengers/saved-passenger-picker';
import { emptyParty, matchesSearch, toggleSaved, toWizardDraft } from './passenger-party';

interface PassengerFormProps {
  counts: PassengerCounts;
  trip: TripDates;
  /** The draft submitted before, when the traveller came back to change it. */
  draft?: OrderDraft;
  onSubmit: (draft: OrderDraft) => void;
  onBack: () => void;
}

type Shown = { party: PartyProblems; contact: ReturnType<typeof contactDraftProblems>; agreement?: string };

/** The passenger step: saved or new travellers, the contact, insurance and the agreement, checked in full. */
export function PassengerForm({ counts, trip, draft, onSubmit, onBack }: PassengerFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [forms, setForms] = useState<BookingForms>(
    () =>
      draft?.forms ?? {
        passengers: emptyParty(counts, trip.kind),
        contact: { name: user?.cnName ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' },
        insurance: [],
        agreementAccepted: false,
      },
  );
  const [shown, setShown] = useState<Shown | undefined>();
  const ranks = new Map<string, number>();
  const headings = forms.passengers.map((_, index) => {
    const type = emptyParty(counts, trip.kind)[index]?.passengerType ?? 'ADT';
    ranks.set(type, (ranks.get(type) ?? 0) + 1);
    return t(`booking.passengers.type.${type}`, { rank: ranks.get(type) });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const party = partyDraftProblems(forms.passengers, trip);
    if (party.party.length === 0 && !party.passengers.some(hasProblems) && !matchesSearch(forms.passengers, counts))
      party.party.push({ key: 'booking.passengers.typesDiffer', params: { ...counts } });
    const problems: Shown = {
      party,
      contact: contactDraftProblems(forms.contact),
      agreement: forms.agreementAccepted ? undefined : 'validation.agreement',
    };
    const firstPassenger = problems.party.passengers.findIndex(hasProblems);
    if (firstPassenger >= 0 || problems.party.party.length > 0 || hasProblems(problems.contact) || problems.agreement) {
      setShown(problems);
      const firstField =
        firstPassenger >= 0
          ? `passenger-${firstPassenger}-${Object.keys(problems.party.passengers[firstPassenger]!)[0]}`
          : hasProblems(problems.contact)
            ? `contact-${Object.keys(problems.contact)[0]}`
            : 'booking-agreement';
      document.getElementById(firstField)?.focus();
      return;
    }
    onSubmit(toWizardDraft(forms, trip.kind));
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t('booking.passengers.formLabel')}>
      {user ? (
        <SavedPassengerPicker
          memberId={user.userid}
          trip={trip}
          selectedIds={forms.passengers.flatMap((passenger) =>
            passenger.savedPassengerId === undefined ? [] : [passenger.savedPassengerId],
          )}
          onToggle={(saved, selected) =>
            setForms({ ...forms, passengers: toggleSaved(forms.passengers, saved, selected, trip) })
          }
        />
      ) : null}
      {forms.passengers.map((passenger, index) => (
        <PassengerFields
          key={index}
          id={`passenger-${index}`}
          heading={headings[index]!}
          value={passenger}
          trip={trip}
          problems={shown?.party.passengers[index]}
          canSaveAsFrequent={Boolean(user)}
          onChange={(next) =>
            setForms({
              ...forms,
              passengers: forms.passengers.map((current, position) => (position === index ? next : current)),
            })
          }
        />
      ))}
      {shown?.party.party.map((problem) => (
        <Text key={problem.key} role="alert" color="red.600" fontSize="sm" mb={3}>
          {t(problem.key, problem.params)}
        </Text>
      ))}
      <ContactForm
        value={forms.contact}
        onChange={(contact) => setForms({ ...forms, contact })}
        problems={shown?.contact}
      />
      <InsuranceOffers
        passengers={forms.passengers.map((passenger, key) => ({
          key,
          name: passenger.name || [passenger.lastName, passenger.firstName].filter(Boolean).join('/'),
        }))}
        segmentCount={trip.flightDates.length}
        value={forms.insurance}
        onChange={(insurance) => setForms({ ...forms, insurance })}
      />
      <AgreementCheck
        checked={forms.agreementAccepted}
        onChange={(agreementAccepted) => setForms({ ...forms, agreementAccepted })}
        problem={shown?.agreement}
      />
      <Flex gap={3} wrap="wrap">
        <ActionButton type="button" variant="secondary" onClick={onBack}>
          {t('booking.actions.backToFlights')}
        </ActionButton>
        <ActionButton type="submit">{t('booking.actions.toConfirm')}</ActionButton>
      </Flex>
    </chakra.form>
  );
}
