import { chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import { lookupLabelKey } from '../../../../contract/lookups';
import { EditDeleteButtons, EntryButton, EntryCard, EntryList, useEntryList } from './entry-list';
import { memberApi, memberQueries } from './member-api';
import { PassengerForm } from './passenger-form';
import { useMemberSession } from './use-member-session';
import { formatReplyDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

const samePerson = (a: SavedPassenger, b: SavedPassenger) =>
  a.id !== b.id &&
  a.birthDate === b.birthDate &&
  a.name.replace(/\s+/g, '').toUpperCase() === b.name.replace(/\s+/g, '').toUpperCase();
const maskDocument = (documentNo: string) =>
  documentNo.length > 8
    ? `${documentNo.slice(0, 4)}${'*'.repeat(documentNo.length - 8)}${documentNo.slice(-4)}`
    : documentNo;

/** /member/passenger: the frequent passengers the booking page offers; one person saved twice can be merged. */
export function PassengerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useMemberSession();
  const query = memberQueries.passengers(user?.userid ?? '');
  const list = useEntryList(useQuery({ ...query, enabled: Boolean(user) }), query.queryKey);
  const labels = ({ name }: SavedPassenger) => ({
    edit: t('member.passenger.editOf', { name }),
    delete: t('member.passenger.deleteOf', { name }),
    confirm: t('member.passenger.confirmDelete', { name }),
  });
  return (
    <EntryList
      list={list}
      Form={PassengerForm}
      addLabel={t('member.passenger.add')}
      emptyNote={t('member.passenger.none')}
    >
      {(passenger) => {
        const twin = list.entries.find((other) => samePerson(passenger, other));
        return (
          <EntryCard
            actions={
              <EditDeleteButtons list={list} entry={passenger} labels={labels} remove={memberApi.deletePassenger}>
                {twin ? (
                  <EntryButton
                    label={t('member.passenger.mergeOf', { name: passenger.name })}
                    onClick={() => void list.act(() => memberApi.mergePassengers(passenger.id, twin.id))}
                  >
                    {t('member.passenger.merge')}
                  </EntryButton>
                ) : null}
              </EditDeleteButtons>
            }
          >
            <Flex gap={2} wrap="wrap" align="baseline">
              <chakra.h2 fontWeight="semibold" fontSize="md">
                {passenger.name}
              </chakra.h2>
              {passenger.lastName ? (
                <Text color="muted">{`${passenger.lastName}/${passenger.firstName ?? ''}`}</Text>
              ) : null}
              <Text as="span" fontSize="sm" color="brand.700">
                {t(lookupLabelKey('relationship', passenger.relationship))}
              </Text>
            </Flex>
            <Text mt={1} fontSize="sm">
              {t(
                lookupLabelKey(
                  passenger.documentType.length === 2 ? 'travelDocumentType' : 'idDocumentType',
                  passenger.documentType,
                ),
              )}{' '}
              {maskDocument(passenger.documentNo)}
              {passenger.documentExpiry
                ? ` · ${t('member.passenger.validUntil', { date: formatReplyDate(passenger.documentExpiry, locale) })}`
                : ''}
            </Text>
          </EntryCard>
        );
      }}
    </EntryList>
  );
}
