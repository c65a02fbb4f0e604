import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSegment } from '../../../contract/calls/orders';
import { FlightDisruptionBadge } from '../../ui/flight-disruption-badge';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/** The order's flights in travel order: times and airports at each end, cabin and booking class. */
export function OrderFlights({ segments }: { segments: readonly OrderSegment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box as="section" aria-labelledby="order-flights-heading">
      <Text as="h2" id="order-flights-heading" fontSize="lg" fontWeight="semibold" mb={2}>
        {t('orders.detail.flights')}
      </Text>
      <Stack gap={3}>
        {segments.map((segment) => (
          <Box key={segment.id} borderWidth="1px" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }}>
            <Flex justify="space-between" wrap="wrap" gap={2} fontSize="sm" color="muted">
              <Text>{t(segment.segmentIndex === 0 ? 'orders.detail.outbound' : 'orders.detail.return')}</Text>
              <Text>
                {t('orders.detail.flightLine', {
                  flightNo: segment.flightNo,
                  date: formatCalendarDate(segment.flightDate, locale),
                  aircraft: segment.aircraftName,
                })}
                <FlightDisruptionBadge disruption={segment.disruption} />
              </Text>
            </Flex>
            <Flex align="center" justify="space-between" gap={3} mt={2} pe={{ base: 6, md: 0 }}>
              <FlightEnd end={segment.departure} />
              <Text aria-hidden="true" color="muted" fontSize="xl">
                →
              </Text>
              <FlightEnd end={segment.arrival} textAlign="right">
                {segment.arrival.date !== segment.departure.date && (
                  <Text as="span" fontSize="sm" color="muted" ms={1}>
                    {t('orders.detail.arrivesOn', {
                      date: formatCalendarDate(segment.arrival.date, locale, 'monthDay'),
                    })}
                  </Text>
                )}
              </FlightEnd>
            </Flex>
            <Text fontSize="sm" color="muted" mt={2}>
              {t('orders.detail.cabin', {
                cabin: t(`orders.cabin.${segment.cabinClass}`),
                bookingClass: segment.bookingClass,
              })}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** One end of a flight: its time large (with a note after it, e.g. the arrival's other day), city and airport. */
function FlightEnd({
  end,
  textAlign,
  children,
}: {
  end: OrderSegment['departure'];
  textAlign?: 'right';
  children?: ReactNode;
}) {
  return (
    <Box textAlign={textAlign}>
      <Text fontSize="2xl" fontWeight="bold">
        {end.time}
        {children}
      </Text>
      <Text fontWeight="medium">{end.cityName}</Text>
      <Text fontSize="sm" color="muted">
        {end.airportName}
      </Text>
    </Box>
  );
}
