import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassengerCounts } from '../../../../contract/flight-search';
import type { BookingMarket, OrderDraft } from '../../../../machines/booking-trip';
import { useSession } from '../../../session/use-session';
import { ActionButton } from '../../../ui/action-button';
import { TextInput } from './form-field';
import { PassengerFieldset } from './passenger-fields';
import { contactProblems, emptySlots, passengerProblems, slotsFromDraft, toBookingPassengers, type ContactFields, type FieldProblems, type PassengerFields } from './passenger-drafts';

interface PassengerFormProps {
  market: BookingMarket;
  counts: PassengerCounts;
  /** The draft submitted before, when the traveller came back to change it. */
  draft?: OrderDraft;
  onSubmit: (draft: OrderDraft) => void;
  onBack: () => void;
}

/** Every traveller of the search, the contact and the agreement; checked in full before the confirm step. */
export function PassengerForm({ market, counts, draft, onSubmit, onBack }: PassengerFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [slots, setSlots] = useState<PassengerFields[]>(() => (draft?.passengers.length ? slotsFromDraft(draft.passengers) : emptySlots(counts, market)));
  const [contact, setContact] = useState<ContactFields>(() => (draft?.contact as ContactFields | undefined) ?? { name: user?.cnName ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' });
  const [agreed, setAgreed] = useState(Boolean(draft));
  const [shown, setShown] = useState<{ passengers: FieldProblems[]; contact: FieldProblems; agreement?: string } | undefined>();

  const problemsNow = () => ({
    passengers: slots.map((slot) => passengerProblems(slot, market)),
    contact: contactProblems(contact),
    agreement: agreed ? undefined : 'validation.agreement',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsNow();
    const firstInvalid = problems.passengers.findIndex((found) => Object.keys(found).length > 0);
    if (firstInvalid >= 0 || Object.keys(problems.contact).length > 0 || problems.agreement) {
      setShown(problems);
      const field = firstInvalid >= 0 ? `passenger-${firstInvalid}-${Object.keys(problems.passengers[firstInvalid]!)[0]}` : Object.keys(problems.contact).length ? `contact-${Object.keys(problems.contact)[0]}` : 'booking-agreement';
      document.getElementById(field)?.focus();
      return;
    }
    onSubmit({ passengers: toBookingPassengers(slots), contact: { name: contact.name.trim(), mobile: contact.mobile.trim(), email: contact.email.trim() } });
  };
  const rankOf = (index: number) => slots.slice(0, index + 1).filter((slot) => slot.passengerType === slots[index]!.passengerType).length;
  const setContactField = (field: keyof ContactFields) => (value: string) => setContact({ ...contact, [field]: value });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t('booking.passengers.formLabel')}>
      {slots.map((slot, index) => (
        <PassengerFieldset
          key={index}
          index={index}
          rank={rankOf(index)}
          market={market}
          value={slot}
          problems={shown?.passengers[index] ?? {}}
          onChange={(next) => setSlots(slots.map((current, position) => (position === index ? next : current)))}
        />
      ))}
      <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
        <chakra.legend px={1} fontWeight="semibold">
          {t('booking.contact.title')}
        </chakra.legend>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
          <TextInput id="contact-name" label={t('booking.contact.name')} value={contact.name} onChange={setContactField('name')} problem={shown?.contact.name} autoComplete="name" />
          <TextInput id="contact-mobile" type="tel" label={t('booking.contact.mobile')} value={contact.mobile} onChange={setContactField('mobile')} problem={shown?.contact.mobile} autoComplete="tel" />
          <TextInput id="contact-email" type="email" label={t('booking.contact.email')} value={contact.email} onChange={setContactField('email')} problem={shown?.contact.email} autoComplete="email" />
        </Grid>
      </chakra.fieldset>
      <Box mb={4}>
        <Flex as="label" gap={2} align="center">
          <input id="booking-agreement" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-describedby={shown?.agreement ? 'booking-agreement-problem' : undefined} />
          <Text as="span">{t('booking.passengers.agreement')}</Text>
        </Flex>
        {shown?.agreement && (
          <Text id="booking-agreement-problem" color="red.600" fontSize="sm" mt={1}>
            {t(shown.agreement)}
          </Text>
        )}
      </Box>
      <Flex gap={3} wrap="wrap">
        <ActionButton type="button" variant="secondary" onClick={onBack}>
          {t('booking.actions.backToFlights')}
        </ActionButton>
        <ActionButton type="submit">{t('booking.actions.toConfirm')}</ActionButton>
      </Flex>
    </chakra.form>
  );
}
