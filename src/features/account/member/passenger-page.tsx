import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import { lookupLabelKey } from '../../../../contract/lookups';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { EntryListHead, type EntryEditing } from './entry-list-head';
import { memberApi, memberQueries } from './member-api';
import { useMemberAction } from './use-member-action';
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
  const { dialogs } = useFeedback();
  const query = memberQueries.passengers(user?.userid ?? '');
  const { data: passengers = [], isPending } = useQuery({ ...query, enabled: Boolean(user) });
  const [editing, setEditing] = useState<EntryEditing<SavedPassenger>>(null);
  const { refusal, act, refresh } = useMemberAction(query.queryKey);
  return (
    <Box>
      <EntryListHead<SavedPassenger>
        editing={editing}
        onEditingChange={setEditing}
        form={(entry, done) => <PassengerForm editing={entry} onDone={done} />}
        onDone={() => void refresh()}
        addLabel={t('member.passenger.add')}
        refusal={refusal}
        emptyNote={!isPending && passengers.length === 0 ? t('member.passenger.none') : null}
      />
      <Stack as="ul" gap={3} listStyleType="none" p={0}>
        {passengers.map((passenger) => {
          const twin = passengers.find((other) => samePerson(passenger, other));
          return (
            <Box as="li" key={passenger.id} border="1px solid" borderColor="line" borderRadius="md" p={4} bg="white">
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
              <Flex gap={2} mt={3} wrap="wrap">
                <ActionButton
                  variant="secondary"
                  onClick={() => setEditing(passenger)}
                  aria-label={t('member.passenger.editOf', { name: passenger.name })}
                >
                  {t('member.common.edit')}
                </ActionButton>
                {twin ? (
                  <ActionButton
                    variant="secondary"
                    onClick={() => void act(() => memberApi.mergePassengers(passenger.id, twin.id))}
                    aria-label={t('member.passenger.mergeOf', { name: passenger.name })}
                  >
                    {t('member.passenger.merge')}
                  </ActionButton>
                ) : null}
                <ActionButton
                  variant="secondary"
                  onClick={async () =>
                    (await dialogs.confirm({
                      message: t('member.passenger.confirmDelete', { name: passenger.name }),
                    })) && void act(() => memberApi.deletePassenger(passenger.id))
                  }
                  aria-label={t('member.passenger.deleteOf', { name: passenger.name })}
                >
                  {t('member.common.delete')}
                </ActionButton>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
