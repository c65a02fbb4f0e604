import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FlightDynamic, LegTime } from '../../../contract/calls/flight-status';
import { localDateTime } from '../../../contract/airport-time';
import { StatusBadge } from './status-badge';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

const EVENTS = ['offBlock', 'takeOff', 'landing', 'onBlock'] as const;

/** A time at its airport; '+1 day' when it falls after the flight's date. */
function TimeCell({ iso, zone, flightDate }: { iso: string | null; zone: string; flightDate: string }) {
  const { t } = useTranslation();
  if (!iso)
    return (
      <chakra.td px={2} py={2}>
        {t('flightStatus.detail.notYet')}
      </chakra.td>
    );
  const local = localDateTime(new Date(iso), zone);
  return (
    <chakra.td px={2} py={2}>
      {local.time}
      {local.date > flightDate ? ` (${t('flightStatus.detail.nextDay')})` : ''}
    </chakra.td>
  );
}

/** The leg's four moments, planned against estimated against what happened: a table, readable by any reader. */
export function FlightTimeline({ flight, headingLevel = 'h2' }: { flight: FlightDynamic; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zoneOf = (event: (typeof EVENTS)[number]) =>
    event === 'offBlock' || event === 'takeOff' ? flight.origin.timeZone : flight.destination.timeZone;
  return (
    <Box>
      <Flex justify="space-between" align="center" wrap="wrap" gap={2} mb={2}>
        <Text as={headingLevel} fontWeight="bold" fontSize="lg">
          {flight.flightNo} · {flight.origin.cityName} {flight.origin.code} → {flight.destination.cityName}{' '}
          {flight.destination.code}
        </Text>
        <StatusBadge status={flight.status} />
      </Flex>
      <Box overflowX="auto">
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
          <chakra.caption textAlign="start" fontWeight="medium" mb={1}>
            {t('flightStatus.detail.timeline')} · {formatCalendarDate(flight.flightDate, locale)}
          </chakra.caption>
          <thead>
            <chakra.tr borderBottomWidth="1px" borderColor="line">
              {(['event', 'scheduled', 'estimated', 'actual'] as const).map((column) => (
                <chakra.th key={column} scope="col" textAlign="start" px={2} py={2}>
                  {t(`flightStatus.detail.${column}`)}
                </chakra.th>
              ))}
            </chakra.tr>
          </thead>
          <tbody>
            {EVENTS.map((event) => {
              const time: LegTime = flight[event];
              return (
                <chakra.tr key={event} borderBottomWidth="1px" borderColor="line">
                  <chakra.th scope="row" textAlign="start" px={2} py={2} fontWeight="normal">
                    {t(`flightStatus.detail.${event}`)}
                  </chakra.th>
                  <TimeCell iso={time.scheduled} zone={zoneOf(event)} flightDate={flight.flightDate} />
                  <TimeCell iso={time.estimated} zone={zoneOf(event)} flightDate={flight.flightDate} />
                  <TimeCell iso={time.actual} zone={zoneOf(event)} flightDate={flight.flightDate} />
                </chakra.tr>
              );
            })}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}
