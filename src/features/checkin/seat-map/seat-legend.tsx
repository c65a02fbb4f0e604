import { Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_SYMBOLS, type SeatState } from './seat-description';

const SHOWN: SeatState[] = ['available', 'chosen', 'current', 'occupied', 'blocked', 'chargeable', 'exitRefused'];

/** What each symbol on the map means (the buttons say it in words too). Memoised: a seat click does not change it. */
export const SeatLegend = memo(function SeatLegend() {
  const { t } = useTranslation();
  return (
    <Flex
      as="ul"
      wrap="wrap"
      gap={3}
      listStyleType="none"
      p={0}
      m={0}
      fontSize="sm"
      color="muted"
      aria-label={t('checkin.seatMap.legend')}
    >
      {SHOWN.map((state) => (
        <Flex as="li" key={state} align="center" gap={1}>
          <Text
            as="span"
            aria-hidden="true"
            display="inline-flex"
            w="6"
            h="6"
            alignItems="center"
            justifyContent="center"
            borderWidth="2px"
            borderColor="muted"
            borderRadius="md"
          >
            {SEAT_SYMBOLS[state] || 'A'}
          </Text>
          {t(`checkin.seat.state.${state}`)}
        </Flex>
      ))}
      <Flex as="li" align="center" gap={1}>
        <Text as="span" aria-hidden="true" fontWeight="bold" color="brand.700" fontSize="xs">
          {t('checkin.seatMap.exitMarker')}
        </Text>
        {t('checkin.seat.exitRow')}
      </Flex>
    </Flex>
  );
});
