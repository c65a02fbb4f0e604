import { chakra, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ID_DOCUMENT_TYPE, LOOKUPS } from '../../../../contract/lookups';
import type { BookingMarket } from '../../../../machines/booking-trip';
import { SelectInput, TextInput } from './form-field';
import { birthDateOnIdCard, type FieldProblems, type PassengerFields } from './passenger-drafts';

/** The documents a domestic ticket is commonly issued on; an international one needs a travel document. */
const DOMESTIC_DOCUMENTS = [ID_DOCUMENT_TYPE.idCard, ID_DOCUMENT_TYPE.passport, ID_DOCUMENT_TYPE.birthCertificate, ID_DOCUMENT_TYPE.residencePermitHkMoTw, ID_DOCUMENT_TYPE.other];

interface PassengerFieldsProps {
  index: number;
  /** Its number among passengers of its type, for the heading ("Adult 1"). */
  rank: number;
  market: BookingMarket;
  value: PassengerFields;
  problems: FieldProblems;
  onChange: (value: PassengerFields) => void;
}

/** One traveller's fieldset: name as on the document, the document, birth date; travel-document fields abroad. */
export function PassengerFieldset({ index, rank, market, value, problems, onChange }: PassengerFieldsProps) {
  const { t } = useTranslation();
  const international = market === 'international';
  const set = (field: keyof PassengerFields) => (next: string) => {
    const changed = { ...value, [field]: next };
    // The birth date follows from an ID card's number, so the traveller does not type it twice.
    const fromCard = field === 'documentNo' && changed.documentType === ID_DOCUMENT_TYPE.idCard ? birthDateOnIdCard(next) : undefined;
    onChange(fromCard ? { ...changed, birthDate: fromCard } : changed);
  };
  const id = (field: string) => `passenger-${index}-${field}`;
  const documentTypes = international ? LOOKUPS.travelDocumentType : DOMESTIC_DOCUMENTS;
  const lookupTable = international ? 'travelDocumentType' : 'idDocumentType';
  const problem = (field: string) => problems[field];
  return (
    <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
      <chakra.legend px={1} fontWeight="semibold">
        {t(`booking.passengers.type.${value.passengerType}`, { rank })}
      </chakra.legend>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={3}>
        {international ? (
          <>
            <TextInput id={id('lastName')} label={t('booking.passengers.lastName')} value={value.lastName} onChange={set('lastName')} problem={problem('lastName')} />
            <TextInput id={id('firstName')} label={t('booking.passengers.firstName')} value={value.firstName} onChange={set('firstName')} problem={problem('firstName')} />
          </>
        ) : (
          <TextInput id={id('name')} label={t('booking.passengers.name')} value={value.name} onChange={set('name')} problem={problem('name')} autoComplete="off" />
        )}
        <SelectInput
          id={id('documentType')}
          label={t('booking.passengers.documentType')}
          value={value.documentType}
          onChange={set('documentType')}
          problem={problem('documentType')}
          options={documentTypes.map((code) => ({ value: code, label: t(`lookups.${lookupTable}.${code}`) }))}
        />
        <TextInput id={id('documentNo')} label={t('booking.passengers.documentNo')} value={value.documentNo} onChange={set('documentNo')} problem={problem('documentNo')} autoComplete="off" />
        <TextInput id={id('birthDate')} type="date" label={t('booking.passengers.birthDate')} value={value.birthDate} onChange={set('birthDate')} problem={problem('birthDate')} />
        {international && (
          <>
            <SelectInput
              id={id('gender')}
              label={t('booking.passengers.gender')}
              value={value.gender}
              onChange={set('gender')}
              problem={problem('gender')}
              options={[{ value: '', label: t('booking.passengers.choose') }, ...LOOKUPS.gender.map((code) => ({ value: code, label: t(`lookups.gender.${code}`) }))]}
            />
            <TextInput id={id('nationality')} label={t('booking.passengers.nationality')} value={value.nationality} onChange={set('nationality')} problem={problem('nationality')} />
            <TextInput id={id('issuingPlace')} label={t('booking.passengers.issuingPlace')} value={value.issuingPlace} onChange={set('issuingPlace')} problem={problem('issuingPlace')} />
            <TextInput id={id('documentExpiry')} type="date" label={t('booking.passengers.documentExpiry')} value={value.documentExpiry} onChange={set('documentExpiry')} problem={problem('documentExpiry')} />
          </>
        )}
      </Grid>
    </chakra.fieldset>
  );
}
