import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FareDay } from '../../../../contract/calls/flights';
import { addDays } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { fareCalendarQueryOptions } from '../../../api/fare-calendar';
import { formatCalendarDate } from '../../../i18n/format';

/** Days shown either side of the searched day. */
export const STRIP_REACH = 3;

export interface PriceStripProps {
  origin: string;
  destination: string;
  date: string;
  seats: number;
  /** The return leg cannot move before the outbound day. */
  earliest?: string;
  locale: Locale;
  onPick: (date: string) => void;
}

/** The lowest fare of the searched day and three days either side; a day with a fare moves the search there. */
export function PriceStrip({ origin, destination, date, seats, earliest, locale, onPick }: PriceStripProps) {
  const { t } = useTranslation();
  const range = {
    origin,
    destination,
    startDate: addDays(date, -STRIP_REACH),
    endDate: addDays(date, STRIP_REACH),
    seats,
  };
  const calendar = useQuery(fareCalendarQueryOptions(range));
  const days: FareDay[] =
    calendar.data?.days ??
    Array.from({ length: 2 * STRIP_REACH + 1 }, (_, index) => ({
      date: addDays(range.startDate, index),
      status: 'noFlights' as const,
      lowestPrice: null,
    }));
  const statusText = (day: FareDay) => {
    if (!calendar.data) return '…';
    if (day.status === 'available') return t('search.price.cash', { amount: day.lowestPrice });
    return t(`search.strip.${day.status}`);
  };
  return (
    <chakra.nav aria-label={t('search.strip.label')} mb="3">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="1">
        {days.map((day) => {
          const isCurrent = day.date === date;
          const canPick =
            calendar.data !== undefined &&
            day.status === 'available' &&
            !isCurrent &&
            !(earliest && day.date < earliest);
          // Read out as its full date; shown short. No aria-label, so the name holds every word the button shows.
          const fullDate = formatCalendarDate(day.date, locale, 'dayWithWeekday');
          return (
            <Box as="li" key={day.date} flex="1 1 0" minW="0">
              <chakra.button
                type="button"
                w="full"
                py="2"
                px="0.5"
                borderRadius="md"
                border="1px solid"
                borderColor={isCurrent ? 'brand.600' : 'line'}
                bg={isCurrent ? 'brand.50' : 'white'}
                aria-current={isCurrent ? 'date' : undefined}
                disabled={!canPick && !isCurrent}
                aria-disabled={isCurrent || undefined}
                onClick={() => canPick && onPick(day.date)}
                cursor={canPick ? 'pointer' : 'default'}
                _disabled={{ color: 'muted', bg: 'surface' }}
              >
                <chakra.span srOnly>{`${fullDate} `}</chakra.span>
                <Text aria-hidden="true" fontSize={{ base: 'xs', md: 'sm' }}>
                  {formatCalendarDate(day.date, locale, 'monthDay')}
                </Text>
                <Text aria-hidden="true" fontSize={{ base: '2xs', md: 'xs' }}>
                  {formatCalendarDate(day.date, locale, 'weekday')}
                </Text>
                <Text
                  fontSize={{ base: '2xs', md: 'sm' }}
                  fontWeight={day.status === 'available' ? 'bold' : 'normal'}
                  color={day.status === 'available' ? 'brand.600' : 'muted'}
                >
                  {statusText(day)}
                </Text>
              </chakra.button>
            </Box>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
