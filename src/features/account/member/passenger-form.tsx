import { Box, Grid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  savedPassengerInputSchema,
  type SavedPassenger,
  type SavedPassengerInput,
} from '../../../../contract/booking/saved-passenger-calls';
import { blankPerson } from '../../../../contract/booking/passenger-schema';
import { detailsFromIdCard, isReadFromIdCard } from '../../../../contract/booking/passenger-rules';
import { ID_DOCUMENT_TYPE, LOOKUPS, lookupLabelKey } from '../../../../contract/lookups';
import { useLocale } from '../../../i18n/use-locale';
import { DateInput } from '../../../ui/date-picker/date-input';
import { ReadOnlyDateField } from '../../../ui/date-picker/read-only-date-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { TextField } from '../../../ui/text-field';
import { memberApi, memberQueries } from './member-api';
import { MemberFormFrame } from './member-form-frame';
import { SelectField } from '../../../ui/select-field';

type Draft = Record<keyof Omit<SavedPassengerInput, 'relationship'>, string> & {
  relationship: SavedPassengerInput['relationship'];
};
const EMPTY: Draft = { relationship: '7', ...blankPerson(ID_DOCUMENT_TYPE.idCard), mobile: '' };
const DOCUMENT_TYPES = [...new Set<string>([...LOOKUPS.idDocumentType, ...LOOKUPS.travelDocumentType])];

/** Optional fields left empty are absent, as the call expects. */
const withoutEmpty = (draft: Draft) => Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
const draftOf = (passenger: SavedPassenger | null): Draft =>
  passenger ? { ...EMPTY, ...passenger, relationship: passenger.relationship as Draft['relationship'] } : EMPTY;

/** A frequent passenger: relationship, names, nationality and documents with issuing place and expiry, phone. */
export function PassengerForm({ editing, onDone }: { editing: SavedPassenger | null; onDone(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: countries = [] } = useQuery(memberQueries.countries(locale));
  const form = useSchemaForm(savedPassengerInputSchema, draftOf(editing) as SavedPassengerInput, (values) =>
    withoutEmpty(values as Draft),
  );
  const values = form.values as Draft;
  const save = (payload: SavedPassengerInput) =>
    editing ? memberApi.updatePassenger({ ...payload, id: editing.id }) : memberApi.addPassenger(payload);
  const readFromIdCard = (field: keyof Draft) => isReadFromIdCard(values.documentType, field);
  // An ID card's birth date and sex follow its number; while the number is wrong, only it shows the problem.
  const errorOf = (field: keyof Draft) =>
    readFromIdCard(field) && form.errors.documentNo ? undefined : form.errors[field];
  const setField = (field: keyof Draft, value: string) => {
    form.setField(field, value);
    const next = { ...values, [field]: value };
    if (field !== 'documentType' && field !== 'documentNo') return;
    if (next.documentType !== ID_DOCUMENT_TYPE.idCard) return;
    const details = detailsFromIdCard(next.documentNo);
    form.setField('birthDate', details.birthDate);
    form.setField('gender', details.gender);
  };
  const text = (field: keyof Draft, label: string, type: 'text' | 'tel' = 'text') => (
    <TextField
      id={`passenger-${field}`}
      label={label}
      type={type}
      value={values[field]}
      onValueChange={(value) => setField(field, value)}
      error={errorOf(field)}
    />
  );
  const date = (field: 'documentExpiry' | 'birthDate', label: string) =>
    readFromIdCard(field) ? (
      <Box mb={4}>
        <ReadOnlyDateField
          id={`passenger-${field}`}
          label={label}
          value={values[field]}
          hint={t('passengers.form.readFromIdCard')}
          error={errorOf(field) && t(errorOf(field)!)}
        />
      </Box>
    ) : (
      <DateInput
        id={`passenger-${field}`}
        label={label}
        value={values[field]}
        onValueChange={(value) => setField(field, value)}
        error={form.errors[field] && t(form.errors[field])}
        clearable
      />
    );
  const select = (
    field: keyof Draft,
    label: string,
    options: { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <SelectField
      id={`passenger-${field}`}
      label={label}
      value={values[field]}
      onValueChange={(value) => setField(field, value)}
      options={options}
      placeholder={placeholder}
      error={errorOf(field)}
      disabled={readFromIdCard(field)}
    />
  );
  const countryOptions = countries.map((country) => ({ value: country.code3, label: country.name }));
  return (
    <MemberFormFrame
      form={form}
      titles={{ add: 'member.passenger.addTitle', edit: 'member.passenger.editTitle' }}
      editing={editing !== null}
      save={save}
      onDone={onDone}
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} columnGap={3}>
        {select(
          'relationship',
          t('member.passenger.relationship'),
          LOOKUPS.relationship.map((value) => ({ value, label: t(lookupLabelKey('relationship', value)) })),
        )}
        {text('name', t('passengers.form.name'))}
        {text('lastName', t('passengers.form.lastName'))}
        {text('firstName', t('passengers.form.firstName'))}
        {select('nationality', t('passengers.form.nationality'), countryOptions, t('passengers.form.choose'))}
        {select(
          'documentType',
          t('passengers.form.documentType'),
          DOCUMENT_TYPES.map((value) => ({
            value,
            label: t(
              lookupLabelKey(
                (LOOKUPS.idDocumentType as readonly string[]).includes(value) ? 'idDocumentType' : 'travelDocumentType',
                value,
              ),
            ),
          })),
        )}
        {text('documentNo', t('passengers.form.documentNo'))}
        {select('issuingPlace', t('passengers.form.issuingPlace'), countryOptions, t('passengers.form.choose'))}
        {date('documentExpiry', t('passengers.form.documentExpiry'))}
        {date('birthDate', t('passengers.form.birthDate'))}
        {select(
          'gender',
          t('passengers.form.gender'),
          LOOKUPS.gender.map((value) => ({ value, label: t(lookupLabelKey('gender', value)) })),
          t('passengers.form.choose'),
        )}
        {text('mobile', t('member.passenger.mobile'), 'tel')}
      </Grid>
    </MemberFormFrame>
  );
}
