import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnbrokenValuesText } from '../../../ui/unbroken-values-text';
import type { CabinOffer, FlightOption } from '../../../../contract/calls/flights';
import type { PassengerCounts } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { flightListQueryOptions } from '../../../api/flight-search';
import { ResultCardSkeleton } from '../../../ui/skeleton/result-card-skeleton';
import { SkeletonGroup } from '../../../ui/skeleton/skeleton-group';
import { useCityName } from './city-names';
import { FlightCard } from './flight-card';
import type { PriceMode } from './price-format';
import { applyFilter, NO_FILTER, offersShown, sortFlights, type ResultsFilter, type SortOrder } from './results-filter';
import { ResultsToolbar } from './results-toolbar';
import type { Leg } from './results-legs';
import { formatCalendarDate } from '../../../i18n/format';

export interface FlightResultsProps {
  leg: Leg;
  counts: PassengerCounts;
  locale: Locale;
  priceMode: PriceMode;
  /** The list alone (the shareable /queryFlight/data view) has no sort and filter bar. */
  withToolbar?: boolean;
  onChoose: (flight: FlightOption, offer: CabinOffer) => void;
}

/** One leg's flights: heading, announced status, sort and filter, then the list. */
export function FlightResults({ leg, counts, locale, priceMode, withToolbar = true, onChoose }: FlightResultsProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortOrder>('departure');
  const [filter, setFilter] = useState<ResultsFilter>(NO_FILTER);
  const { adults, children, infants } = counts;
  const list = useQuery(
    flightListQueryOptions(locale, {
      origin: leg.origin,
      destination: leg.destination,
      departureDate: leg.date,
      adults,
      children,
      infants,
    }),
  );
  const shown = useMemo(
    () => sortFlights(applyFilter(list.data?.flights ?? [], filter), sort, filter),
    [list.data, filter, sort],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchKey = `${leg.direction} ${leg.origin} ${leg.destination} ${leg.date}`;
  const shownKey = useRef(searchKey);
  useEffect(() => {
    // A changed search (another day, the return leg) takes focus to the new results, not on first load.
    if (shownKey.current === searchKey) return;
    shownKey.current = searchKey;
    headingRef.current?.focus();
  }, [searchKey]);

  const total = list.data?.flights.length ?? 0;
  const cityName = useCityName(locale);
  const status = list.isPending
    ? t('search.results.loading')
    : list.isError
      ? t('search.results.failed')
      : total === 0
        ? t('search.results.none')
        : // The noun agrees with how many there are: "1 of 1 flight", "1 of 3 flights".
          t('search.results.found', { count: total, shown: shown.length });
  return (
    <Box as="section" aria-labelledby="flight-results-heading">
      <chakra.h2
        id="flight-results-heading"
        ref={headingRef}
        tabIndex={-1}
        fontSize="lg"
        fontWeight="bold"
        outline="none"
      >
        <UnbrokenValuesText
          i18nKey={`search.results.heading.${leg.direction}`}
          values={{
            origin: cityName(leg.origin),
            destination: cityName(leg.destination),
            date: formatCalendarDate(leg.date, locale, 'dayWithWeekday'),
          }}
          unbroken={['date']}
        />
      </chakra.h2>
      {withToolbar && total > 0 && <ResultsToolbar sort={sort} filter={filter} onSort={setSort} onFilter={setFilter} />}
      <Text role="status" aria-live="polite" fontSize="sm" color="muted" my="2">
        {status}
      </Text>
      {list.isError && (
        <chakra.button type="button" onClick={() => void list.refetch()} color="brand.700" textDecoration="underline">
          {t('search.results.retry')}
        </chakra.button>
      )}
      {list.data && total > 0 && shown.length === 0 && <Text py="6">{t('search.results.noneFiltered')}</Text>}
      {list.isPending && <SkeletonGroup shape={ResultCardSkeleton} label={t('search.results.loading')} />}
      <Stack as="ol" gap="3" p="0" m="0">
        {shown.map((flight) => (
          <FlightCard
            key={flight.flightNo}
            flight={flight}
            offers={offersShown(flight, filter).filter((offer) => priceMode === 'cash' || offer.adultPoints !== null)}
            locale={locale}
            priceMode={priceMode}
            onChoose={onChoose}
          />
        ))}
      </Stack>
    </Box>
  );
}
