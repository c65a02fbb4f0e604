import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInTrip } from '../../../../contract/calls/check-in-replies';
import { pickLocale } from '../../../../contract/localized-text';
import { formatCalendarDate, formatInstant } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { FlightDisruptionBadge } from '../../../ui/flight-disruption-badge';
import { useLiveDisruption } from '../../../ui/use-live-disruption';

/** A trip's flight at a glance: number, date, route, times, when online check-in closes, a live delay badge. */
export function TripCard({ trip, children }: { trip: CheckInTrip; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { flight } = trip;
  const disruption = useLiveDisruption(flight, flight.departure.timeZone);
  // The cut-off the departure airport keeps, in its own zone, wherever the traveller reads it.
  const closes = formatInstant(trip.checkInClosesAt, locale, { timeZone: flight.departure.timeZone });
  return (
    <Box borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
      <Flex justify="space-between" wrap="wrap" gap={2} align="baseline">
        <Text fontWeight="bold" fontSize="lg">
          {t('checkin.trip.flight', { flightNo: flight.flightNo, date: formatCalendarDate(flight.flightDate, locale) })}
          <FlightDisruptionBadge disruption={disruption} />
        </Text>
        <Text color="muted">{pickLocale(flight.aircraftName, locale)}</Text>
      </Flex>
      <Text>
        {t('checkin.trip.route', {
          from: `${pickLocale(flight.departure.cityName, locale)} ${flight.departure.airport}`,
          to: `${pickLocale(flight.arrival.cityName, locale)} ${flight.arrival.airport}`,
        })}
      </Text>
      <Text color="muted" fontSize="sm">
        {t('checkin.trip.times', { departure: flight.departure.time, arrival: flight.arrival.time })} ·{' '}
        {t('checkin.trip.window', { closes })}
      </Text>
      {children}
    </Box>
  );
}
