import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../contract/locales';
import type { BookingMarket, FareQuote } from '../../../../machines/booking-trip';
import { useCityName } from '../search/city-names';
import { formatCalendarDate } from '../../../i18n/format';

interface TripSummaryProps {
  segments: readonly FareQuote[];
  market: BookingMarket;
  locale: Locale;
}

/** The chosen flights: which way, the flight and day, from where to where and when, the class and adult fare. */
export function TripSummary({ segments, market, locale }: TripSummaryProps) {
  const { t } = useTranslation();
  const cityName = useCityName(locale);
  return (
    <Stack as="section" aria-label={t('booking.summary.title')} gap={2} mb={5}>
      {segments.map((segment, index) => {
        const schedule = segment.schedule;
        const fare =
          market === 'points'
            ? t('booking.price.points', { points: segment.adultPoints ?? 0 })
            : t('booking.price.cash', { amount: segment.quotedAdultFare });
        return (
          <Box
            key={`${segment.flightNo}-${segment.flightDate}`}
            border="1px solid"
            borderColor="line"
            borderRadius="md"
            p={3}
            bg="white"
          >
            <Flex wrap="wrap" gap={{ base: 1, md: 4 }} align="baseline" justify="space-between">
              <Text fontWeight="semibold">
                {t(index === 0 ? 'booking.summary.outbound' : 'booking.summary.return')} · {segment.flightNo} ·{' '}
                {formatCalendarDate(segment.flightDate, locale, 'dayWithWeekday')}
              </Text>
              {schedule && (
                <Text>
                  {t('booking.summary.route', {
                    origin: cityName(schedule.origin),
                    destination: cityName(schedule.destination),
                    departure: schedule.departureTime,
                    arrival: schedule.arrivalTime + (schedule.arrivalDayOffset ? ` +${schedule.arrivalDayOffset}` : ''),
                  })}
                </Text>
              )}
              <Text color="muted">{t('booking.summary.fare', { bookingClass: segment.bookingClass, fare })}</Text>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
