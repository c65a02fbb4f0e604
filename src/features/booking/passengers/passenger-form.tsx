import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  detailsFromIdCard,
  documentTypesFor,
  isReadFromIdCard,
  type TripDates,
} from '../../../../contract/booking/passenger-rules';
import { GENDER, ID_DOCUMENT_TYPE, lookupLabelKey } from '../../../../contract/lookups';
import { useLocale } from '../../../i18n/use-locale';
import { DateInput } from '../../../ui/date-picker/date-input';
import { ReadOnlyDateField } from '../../../ui/date-picker/read-only-date-field';
import { SelectField, TextField } from './form-fields';
import type { PassengerDraft } from '../../../../contract/booking/booking-forms';
import { ageTypeOf, partyDraftProblems, type FieldProblems } from './passenger-draft';
import { countriesQueryOptions } from './passengers-api';

interface PassengerFormProps {
  /** Prefix of the fields' ids, unique on the page ('passenger-0'). */
  id: string;
  heading: string;
  value: PassengerDraft;
  onChange(next: PassengerDraft): void;
  trip: TripDates;
  /** Problems the page found on submit (party rules included); fields the user left show their own. */
  problems?: FieldProblems;
  /** Offer "save as frequent passenger" (a logged-in member typing a new passenger). */
  canSaveAsFrequent?: boolean;
}

type TextKey = 'name' | 'lastName' | 'firstName' | 'documentNo' | 'nationality' | 'issuingPlace';

/** One passenger: its type from the birth date on this trip, the documents the trip takes, the fields they need. */
export function PassengerForm({
  id,
  heading,
  value,
  onChange,
  trip,
  problems = {},
  canSaveAsFrequent,
}: PassengerFormProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const international = trip.kind === 'international';
  const own = partyDraftProblems([value], trip).passengers[0]!;
  const problemOf = (field: string) => {
    // What the ID number holds is shown once the number is typed; a wrong number is its own problem only.
    if (!isReadFromIdCard(value.documentType, field))
      return problems[field] ?? (touched.has(field) ? own[field] : undefined);
    if (own.documentNo ?? problems.documentNo) return undefined;
    return problems[field] ?? (touched.has('documentNo') ? own[field] : undefined);
  };
  const touch = (field: string) => () => setTouched((current) => new Set(current).add(field));
  const ageType = ageTypeOf(value, trip);

  const change = (next: PassengerDraft) => {
    // An ID card holds the birth date and sex: they follow its number rather than being asked.
    const filled =
      next.documentType === ID_DOCUMENT_TYPE.idCard ? { ...next, ...detailsFromIdCard(next.documentNo) } : next;
    const type = ageTypeOf(filled, trip);
    onChange(type && type !== 'TOO_YOUNG' ? { ...filled, passengerType: type } : filled);
  };
  const text = (field: TextKey, extra: { hint?: string } = {}) => (
    <TextField
      id={`${id}-${field}`}
      label={t(`passengers.form.${field}`)}
      value={value[field]}
      onChange={(next) => change({ ...value, [field]: next })}
      onBlur={touch(field)}
      problem={problemOf(field)}
      {...extra}
    />
  );
  // Choosing a day is the end of editing the field, as leaving a text field is.
  const date = (field: 'birthDate' | 'documentExpiry') => {
    const problem = problemOf(field);
    if (isReadFromIdCard(value.documentType, field))
      return (
        <ReadOnlyDateField
          id={`${id}-${field}`}
          label={t(`passengers.form.${field}`)}
          value={value[field]}
          hint={t('passengers.form.readFromIdCard')}
          error={problem && t(problem.key, problem.params)}
        />
      );
    return (
      <DateInput
        id={`${id}-${field}`}
        label={t(`passengers.form.${field}`)}
        value={value[field]}
        onValueChange={(next) => {
          change({ ...value, [field]: next });
          touch(field)();
        }}
        error={problem && t(problem.key, problem.params)}
      />
    );
  };
  const documentOptions = documentTypesFor(trip.kind).map((type) => ({
    value: type,
    label: t(lookupLabelKey(international ? 'travelDocumentType' : 'idDocumentType', type)),
  }));
  const needsGender = international || value.documentType !== ID_DOCUMENT_TYPE.idCard;

  return (
    <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
      <chakra.legend px={1} fontWeight="semibold">
        <Flex gap={2} align="center">
          {heading}
          <chakra.span
            fontSize="xs"
            fontWeight="normal"
            px={2}
            py={0.5}
            borderRadius="full"
            bg={ageType === 'TOO_YOUNG' ? 'red.50' : 'blue.50'}
            color={ageType === 'TOO_YOUNG' ? 'red.700' : 'blue.700'}
            aria-live="polite"
          >
            {t(`passengers.type.${ageType ?? value.passengerType}`)}
          </chakra.span>
        </Flex>
      </chakra.legend>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
        {international ? (
          <>
            {text('lastName', { hint: t('passengers.form.latinHint') })}
            {text('firstName')}
          </>
        ) : (
          text('name')
        )}
        <SelectField
          id={`${id}-documentType`}
          label={t('passengers.form.documentType')}
          value={value.documentType}
          onChange={(documentType) => change({ ...value, documentType })}
          onBlur={touch('documentType')}
          problem={problemOf('documentType')}
          options={documentOptions}
        />
        {text('documentNo')}
        {date('birthDate')}
        {needsGender ? (
          <SelectField
            id={`${id}-gender`}
            label={t('passengers.form.gender')}
            value={value.gender}
            onChange={(gender) => change({ ...value, gender: gender as PassengerDraft['gender'] })}
            onBlur={touch('gender')}
            problem={problemOf('gender')}
            placeholder={t('passengers.form.choose')}
            options={[GENDER.male, GENDER.female].map((gender) => ({
              value: gender,
              label: t(lookupLabelKey('gender', gender)),
            }))}
          />
        ) : null}
        {international ? (
          <TravelDocumentFields
            id={id}
            value={value}
            onChange={change}
            problemOf={problemOf}
            touch={touch}
            expiryField={date('documentExpiry')}
          />
        ) : null}
      </Grid>
      {canSaveAsFrequent && value.savedPassengerId === undefined ? (
        <Flex as="label" gap={2} align="center" mt={3} fontSize="sm">
          <input
            type="checkbox"
            checked={Boolean(value.saveAsFrequent)}
            onChange={(event) => onChange({ ...value, saveAsFrequent: event.target.checked })}
          />
          <Text as="span">{t('passengers.form.saveAsFrequent')}</Text>
        </Flex>
      ) : null}
    </chakra.fieldset>
  );
}

interface TravelDocumentFieldsProps {
  id: string;
  value: PassengerDraft;
  onChange(next: PassengerDraft): void;
  problemOf(field: string): FieldProblems[string];
  touch(field: string): () => void;
  expiryField: ReactNode;
}

/** Nationality and issuing place from the country list, and the expiry: what a travel document adds. */
function TravelDocumentFields({ id, value, onChange, problemOf, touch, expiryField }: TravelDocumentFieldsProps) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions(useLocale())).data ?? [];
  const options = countries.map((country) => ({ value: country.code3, label: country.name }));
  const select = (field: 'nationality' | 'issuingPlace') => (
    <SelectField
      id={`${id}-${field}`}
      label={t(`passengers.form.${field}`)}
      value={value[field]}
      onChange={(next) => onChange({ ...value, [field]: next })}
      onBlur={touch(field)}
      problem={problemOf(field)}
      options={options}
      placeholder={t('passengers.form.choose')}
    />
  );
  return (
    <>
      {select('nationality')}
      {select('issuingPlace')}
      <Box>{expiryField}</Box>
    </>
  );
}
