import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Airport } from '../../../../contract/calls/content';
import { type FlightSearch, type PassengerKind } from '../../../../contract/first-load/flight-search-rules';
import { toFlightSearch, type FlightSearchField } from '../../../../contract/first-load/flight-search-draft';
import type { Locale } from '../../../../contract/locales';
import {
  draftOf,
  flightSearchMachine,
  problemsOf,
  type SearchRegion,
} from '../../../../machines/flight-search.machine';
import { CityPicker } from './city-picker';
import { PassengerCountsField } from './passenger-counts';
import { SearchDates } from './search-dates';
import { SegmentedChoice } from './segmented-choice';
import { ActionButton } from '../../../ui/action-button';
import { liveInspect } from '../../../ui/live-inspect';
import { RoundSymbolButton } from '../../../ui/round-symbol-button';

export interface SearchBoxProps {
  airports: readonly Airport[];
  locale: Locale;
  /** 'YYYY-MM-DD' of the server's today. */
  today: string;
  onSearch: (search: FlightSearch, international: boolean) => void;
}

/** The home flight search box: a view of the flight-search statechart. */
export function SearchBox({ airports, locale, today, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const fieldId = (field: FlightSearchField) => `${idPrefix}-${field}`;
  const input = useMemo(
    () => ({
      today,
      domesticCodes: airports.filter((airport) => airport.domestic).map((airport) => airport.code),
      knownCodes: airports.map((airport) => airport.code),
    }),
    [airports, today],
  );
  const search = useActorRef(
    flightSearchMachine.provide({
      actions: {
        startSearch: ({ context }) => {
          const search = toFlightSearch(draftOf(context), context.today);
          if (search) onSearch(search, context.region === 'international');
        },
        reportProblems: ({ context }) => {
          const first = problemsOf(context)[0];
          const element = first && document.getElementById(fieldId(first.field));
          const target = element?.matches('fieldset')
            ? element.querySelector<HTMLElement>('button:not(:disabled)')
            : element;
          target?.focus();
        },
      },
    }),
    { input, inspect: liveInspect },
  );
  const { send } = search;
  // Only what the box itself shows: the dates follow the date picker's state in SearchDates.
  const context = useSelector(search, (snapshot) => snapshot.context);
  const problemsShown = useSelector(search, (snapshot) => snapshot.matches({ problems: 'shown' }));
  const problems = problemsShown ? problemsOf(context) : [];
  const errorOf = (field: FlightSearchField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem && t(problem.message);
  };
  // The city pickers (each keeps every airport's option in its hidden list) and the passenger steppers are
  // memoised, so opening the date picker or any other change of the search does not re-render them: their
  // props stay the same objects.
  const offeredAirports = useMemo(
    () => (context.region === 'international' ? airports : airports.filter((airport) => airport.domestic)),
    [context.region, airports],
  );
  const selectOrigin = useCallback((code: string) => send({ type: 'origin.select', code }), [send]);
  const selectDestination = useCallback((code: string) => send({ type: 'destination.select', code }), [send]);
  const setPassengers = useCallback(
    (kind: PassengerKind, count: number) => send({ type: 'passengers.set', kind, count }),
    [send],
  );
  const headingId = `${idPrefix}-heading`;

  return (
    <Box as="section" aria-labelledby={headingId} minW={0}>
      {/* The panel's tab shows the same words. */}
      <Heading as="h2" id={headingId} srOnly>
        {t('home.search.heading')}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'search.submit' });
        }}
      >
        <Stack gap="4">
          {/* side by side when both fit (Chinese labels), one above the other when not (English) */}
          <Flex wrap="wrap" gap="2" css={{ '& > fieldset': { flex: '1 1 auto' } }}>
            <SegmentedChoice
              name={`${idPrefix}-trip`}
              legend={t('home.search.tripType')}
              value={context.tripType}
              options={[
                { value: 'oneWay', label: t('home.search.oneWay') },
                { value: 'roundTrip', label: t('home.search.roundTrip') },
              ]}
              onChange={(tripType) => send({ type: 'trip.type', tripType })}
            />
            <SegmentedChoice<SearchRegion>
              name={`${idPrefix}-region`}
              legend={t('home.search.region')}
              value={context.region}
              options={[
                { value: 'domestic', label: t('home.search.domestic') },
                { value: 'international', label: t('home.search.international') },
              ]}
              onChange={(region) => send({ type: 'trip.region', region })}
            />
          </Flex>
          {/* From above To, each the box's full width: an English city name and its code fit whole, on a phone too. */}
          <Grid templateColumns="minmax(0, 1fr) auto" columnGap="2" rowGap="3" alignItems="start">
            <CityPicker
              id={fieldId('origin')}
              label={t('home.search.origin')}
              airports={offeredAirports}
              locale={locale}
              value={context.origin}
              onSelect={selectOrigin}
              error={errorOf('origin')}
            />
            <RoundSymbolButton
              label={t('home.search.swap')}
              onClick={() => send({ type: 'route.swap' })}
              gridColumn="2"
              gridRow="1 / span 2"
              alignSelf="center"
              mt="7"
              color="brand.600"
              fontSize="lg"
            >
              ⇅
            </RoundSymbolButton>
            <CityPicker
              id={fieldId('destination')}
              label={t('home.search.destination')}
              airports={offeredAirports}
              locale={locale}
              value={context.destination}
              onSelect={selectDestination}
              error={errorOf('destination')}
            />
          </Grid>
          <SearchDates search={search} fieldId={fieldId} locale={locale} today={today} errorOf={errorOf} />
          <PassengerCountsField
            id={fieldId('passengers')}
            counts={context}
            onChange={setPassengers}
            error={errorOf('passengers')}
          />
          <Box role="alert">
            {problems.length > 0 && (
              <Text color="brand.700" fontSize="sm" fontWeight="medium">
                {t('home.search.problemsSummary', { count: problems.length })}
              </Text>
            )}
          </Box>
          <ActionButton type="submit" h="12" fontSize="lg" fontWeight="bold">
            {t('home.search.submit')}
          </ActionButton>
        </Stack>
      </chakra.form>
    </Box>
  );
}
