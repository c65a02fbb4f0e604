import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DELAY_THRESHOLD_MINUTES, type FlightDynamic } from '../../../contract/calls/flight-status';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { ListRowSkeleton } from '../../ui/skeleton/list-row-skeleton';
import { SkeletonGroup } from '../../ui/skeleton/skeleton-group';
import { localDateTime } from '../../../contract/airport-time';
import { flightStatusListQueryOptions } from './flight-status-api';
import { FlightStatusForm } from './flight-status-form';
import type { FlightStatusSearch } from './flight-status-search-params';
import { RefreshNote } from './refresh-note';
import { StatusBadge } from './status-badge';
import { useStatusPolling } from './use-status-polling';
import { useFlightStatusStream } from '../../ui/use-flight-status-stream';
import { formatReplyDate } from '../../i18n/format';

function EndTime({ label, time, zone }: { label: string; time: FlightDynamic['offBlock']; zone: string }) {
  const { t } = useTranslation();
  const shown = time.actual ?? time.estimated;
  return (
    <Box>
      <Text fontSize="sm" color="muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {localDateTime(new Date(time.scheduled), zone).time}
      </Text>
      {shown && shown !== time.scheduled ? (
        <Text fontSize="sm">
          {t(time.actual ? 'flightStatus.list.actual' : 'flightStatus.list.expected', {
            time: localDateTime(new Date(shown), zone).time,
          })}
        </Text>
      ) : null}
    </Box>
  );
}

function FlightRow({ flight }: { flight: FlightDynamic }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <chakra.li listStyleType="none" borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={2} mb={2}>
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {flight.flightNo}
        </Text>
        <Flex gap={2} align="center" wrap="wrap">
          <StatusBadge status={flight.status} />
          {flight.delayMinutes >= DELAY_THRESHOLD_MINUTES && flight.status !== 'canceled' ? (
            <Text fontSize="sm">{t('flightStatus.list.delayedBy', { minutes: flight.delayMinutes })}</Text>
          ) : null}
        </Flex>
      </Flex>
      <Flex gap={6} wrap="wrap" align="flex-end">
        <EndTime
          label={`${flight.origin.cityName} ${flight.origin.code} · ${t('flightStatus.list.scheduledDeparture')}`}
          time={flight.offBlock}
          zone={flight.origin.timeZone}
        />
        <EndTime
          label={`${flight.destination.cityName} ${flight.destination.code} · ${t('flightStatus.list.scheduledArrival')}`}
          time={flight.onBlock}
          zone={flight.destination.timeZone}
        />
        <Link
          to="/{-$locale}/flightStatus/flightStatusInfo"
          params={localeParam}
          search={{ flightNo: flight.flightNo, date: flight.flightDate } as never}
        >
          {t('flightStatus.list.details', { flightNo: flight.flightNo })}
        </Link>
      </Flex>
      {flight.reason ? (
        <Text fontSize="sm" mt={2}>
          {t('flightStatus.detail.reason')}: {flight.reason.text}
        </Text>
      ) : null}
    </chakra.li>
  );
}

function Results({ search }: { search: FlightStatusSearch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { refetchInterval, hidden } = useStatusPolling();
  const flightDate = search.date ?? '';
  const payload = search.flightNo
    ? { flightNo: search.flightNo, flightDate }
    : { depCode: search.dep ?? '', arrCode: search.arr ?? '', flightDate };
  const queryClient = useQueryClient();
  const query = flightStatusListQueryOptions(payload, locale);
  const list = useQuery({ ...query, refetchInterval });
  // Pushed changes of the listed flights refresh the list at once; polling goes on beside them as the fallback.
  useFlightStatusStream(
    list.data?.flights ?? [],
    () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
  );
  if (list.isPending) return <SkeletonGroup shape={ListRowSkeleton} />;
  if (list.isError && !list.data) return <Text role="alert">{list.error.message}</Text>;
  return (
    <Stack gap={3}>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={2}>
        <Text as="h2" fontWeight="bold" fontSize="lg">
          {t('flightStatus.list.heading')} · {formatReplyDate(search.date ?? '', locale)}
        </Text>
        <RefreshNote asOf={list.data.asOf} hidden={hidden} failed={list.isError} />
      </Flex>
      {list.data.flights.length === 0 ? <Text>{t('flightStatus.list.empty')}</Text> : null}
      <Stack as="ul" gap={3} p={0} m={0}>
        {list.data.flights.map((flight) => (
          <FlightRow key={`${flight.flightNo}-${flight.flightDate}`} flight={flight} />
        ))}
      </Stack>
    </Stack>
  );
}

/** /flightStatus: the search, then the day's flights with their status at a glance, refreshing themselves. */
export function FlightStatusPage({ search }: { search: FlightStatusSearch }) {
  const ready = Boolean(search.date && (search.flightNo || (search.dep && search.arr)));
  return (
    <Stack gap={6} maxW="4xl">
      <Box borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
        <FlightStatusForm key={JSON.stringify(search)} initial={search} />
      </Box>
      {ready ? <Results search={search} /> : null}
    </Stack>
  );
}
