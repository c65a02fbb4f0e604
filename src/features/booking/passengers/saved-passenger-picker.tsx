import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentTypesFor, passengerTypeForTrip, type TripDates } from '../../../../contract/booking/passenger-rules';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import { savedPassengersQueryOptions } from './passengers-api';

interface SavedPassengerPickerProps {
  memberId: string;
  trip: TripDates;
  selectedIds: readonly number[];
  onToggle(saved: SavedPassenger, selected: boolean): void;
}

/** Why a saved passenger cannot fly on this trip, as an i18n key, or undefined when they can. */
export function unavailableReason(saved: SavedPassenger, trip: TripDates): string | undefined {
  if (passengerTypeForTrip(saved.birthDate, trip.flightDates) === 'TOO_YOUNG') return 'passengers.errors.tooYoung';
  if (!documentTypesFor(trip.kind).includes(saved.documentType)) return 'passengers.picker.needsTravelDocument';
  return undefined;
}

/** Shows the first 3 and last 2 characters of a document number. */
const maskDocument = (documentNo: string) =>
  documentNo.length > 6
    ? `${documentNo.slice(0, 3)}${'*'.repeat(documentNo.length - 5)}${documentNo.slice(-2)}`
    : documentNo;

/** The member's frequent passengers as checkboxes, each with its type on this trip. */
export function SavedPassengerPicker({ memberId, trip, selectedIds, onToggle }: SavedPassengerPickerProps) {
  const { t } = useTranslation();
  const saved = useQuery(savedPassengersQueryOptions(memberId));
  if (saved.isPending) return <Text color="fg.muted">{t('passengers.picker.loading')}</Text>;
  if (saved.isError) return <Text color="red.600">{t('passengers.picker.failed')}</Text>;
  return (
    <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
      <chakra.legend px={1} fontWeight="semibold">
        {t('passengers.picker.title')}
      </chakra.legend>
      {saved.data.length === 0 ? <Text color="fg.muted">{t('passengers.picker.empty')}</Text> : null}
      <Flex wrap="wrap" gap={3}>
        {saved.data.map((passenger) => {
          const reason = unavailableReason(passenger, trip);
          const type = passengerTypeForTrip(passenger.birthDate, trip.flightDates);
          const reasonId = `saved-passenger-${passenger.id}-reason`;
          return (
            <Box
              key={passenger.id}
              as="label"
              display="flex"
              gap={2}
              alignItems="flex-start"
              border="1px solid"
              borderColor="line"
              borderRadius="md"
              px={3}
              py={2}
              opacity={reason ? 0.6 : 1}
              minW={{ base: 'full', md: '13rem' }}
            >
              <input
                type="checkbox"
                checked={selectedIds.includes(passenger.id)}
                disabled={Boolean(reason)}
                aria-describedby={reason ? reasonId : undefined}
                onChange={(event) => onToggle(passenger, event.target.checked)}
                style={{ marginTop: '0.3rem' }}
              />
              <Box>
                <Text as="span" fontWeight="semibold">
                  {passenger.name}
                </Text>{' '}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {t(`passengers.type.${type}`)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {maskDocument(passenger.documentNo)}
                </Text>
                {reason ? (
                  <Text id={reasonId} fontSize="xs" color="red.600">
                    {t(reason)}
                  </Text>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
