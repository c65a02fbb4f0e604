import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FlightDynamic } from '../../../contract/calls/flight-status';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { flightStatusQueryOptions } from './flight-status-api';
import { FlightStatusForm } from './flight-status-form';
import { FlightTimeline } from './flight-timeline';
import { RefreshNote } from './refresh-note';
import { useStatusPolling } from './use-status-polling';
import { useFlightStatusStream } from '../../ui/use-flight-status-stream';

function Facts({ flight }: { flight: FlightDynamic }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    ['gate', flight.gate],
    ['counters', flight.checkInCounters],
    ['belt', flight.baggageBelt],
    ['aircraft', [flight.aircraftType, flight.registration].filter(Boolean).join(' · ')],
    ['reason', flight.reason?.text ?? null],
  ];
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap={3}>
      {rows
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <Box key={key} borderWidth="1px" borderColor="line" borderRadius="md" p={3}>
            <chakra.dt fontSize="sm" color="muted">
              {t(`flightStatus.detail.${key}`)}
            </chakra.dt>
            <chakra.dd m={0} fontWeight="bold">
              {value}
            </chakra.dd>
          </Box>
        ))}
    </chakra.dl>
  );
}

/** /flightStatus/flightStatusInfo?flightNo=&date=: one leg's timeline and facts, refreshing itself. */
export function FlightStatusDetailPage({ flightNo, date }: { flightNo: string; date: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { refetchInterval, hidden } = useStatusPolling();
  const queryClient = useQueryClient();
  const query = flightStatusQueryOptions(flightNo, date, locale);
  // Pushed changes refresh the page at once; polling goes on beside them as the fallback.
  useFlightStatusStream(
    flightNo && date ? [{ flightNo, flightDate: date }] : [],
    () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
  );
  const status = useQuery({
    ...query,
    refetchInterval,
    enabled: Boolean(flightNo && date),
  });
  // Opened without a flight (a bookmark, a trimmed link): the search that leads to one, not a bare line.
  if (!flightNo || !date)
    return (
      <Stack gap={4} maxW="4xl">
        <Text>{t('flightStatus.detail.choose')}</Text>
        <Box bg="white" borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
          <FlightStatusForm initial={flightNo ? { flightNo } : undefined} idPrefix="detail" />
        </Box>
      </Stack>
    );
  if (status.isPending) return <Text role="status">…</Text>;
  if (status.isError && !status.data) return <Text role="alert">{status.error.message}</Text>;
  const { flight, inbound } = status.data;
  const disrupted = flight.status === 'canceled' || flight.delayMinutes >= 15;
  return (
    <Stack gap={5} maxW="4xl">
      <RefreshNote asOf={status.data.asOf} hidden={hidden} failed={status.isError} />
      <FlightTimeline flight={flight} />
      <Facts flight={flight} />
      {inbound ? (
        <Box
          as="section"
          aria-label={t('flightStatus.detail.inboundHeading', { flightNo: inbound.flightNo })}
          borderWidth="1px"
          borderColor="line"
          borderRadius="lg"
          p={4}
        >
          <Text mb={2}>{t('flightStatus.detail.inboundNote', { flightNo: inbound.flightNo })}</Text>
          <FlightTimeline flight={inbound} headingLevel="h3" />
        </Box>
      ) : null}
      {disrupted ? (
        <Link to="/{-$locale}/serve/delayProve" params={localeParam}>
          {t('flightStatus.detail.certificate')}
        </Link>
      ) : null}
    </Stack>
  );
}
