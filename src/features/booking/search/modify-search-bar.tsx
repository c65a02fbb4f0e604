import { Box, chakra, Grid, Text, useChakraContext } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnbrokenValuesText } from '../../../ui/unbroken-values-text';
import {
  flightSearchProblems,
  lastBookableDate,
  toFlightSearch,
  type FlightSearchDraft,
  type FlightSearchField,
} from '../../../../contract/first-load/flight-search-draft';
import { type FlightSearch } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { systemInitQueryOptions } from '../../../api/airports';
import { airportOptionLabel, useCityName } from './city-names';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';
import { ActionButton } from '../../../ui/action-button';
import { DateInput } from '../../../ui/date-picker/date-input';
import { useMediaQuery } from '../../../ui/use-media-query';
import { searchSummaryValues, SEARCH_SUMMARY_KEY } from '../../../../contract/search-summary';

export interface ModifySearchBarProps {
  params: ResultsSearch;
  locale: Locale;
  today: string;
  /** International pages offer every airport; the domestic page only mainland ones. */
  international: boolean;
  onSearch: (search: FlightSearch) => void;
}

const inputStyle = {
  h: '10',
  px: '2',
  w: 'full',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'white',
  minW: 0,
} as const;

/** A compact search form over the results: change cities, dates or passengers without going home. */
export function ModifySearchBar({ params, locale, today, international, onSearch }: ModifySearchBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const airports = useQuery(systemInitQueryOptions()).data?.airports ?? [];
  const offered = international ? airports : airports.filter((airport) => airport.domestic);
  const [draft, setDraft] = useState<FlightSearchDraft>({ ...params });
  const [showProblems, setShowProblems] = useState(false);
  // On a phone the bar starts folded to one line, so the results are on the first screen; its form is drawn
  // only once unfolded. From the theme's md breakpoint up the bar shows whole (its `display` below).
  const [unfolded, setUnfolded] = useState(false);
  const shownWhole = useMediaQuery(
    useChakraContext()
      .breakpoints.up('md')
      .replace(/^@media /, ''),
    true,
  );
  const cityName = useCityName(locale);
  const problems = showProblems ? flightSearchProblems(draft, today) : [];
  const update = (change: Partial<FlightSearchDraft>) => setDraft((current) => ({ ...current, ...change }));
  const problemText = (name: FlightSearchField) => {
    const problem = problems.find((candidate) => candidate.field === name);
    return problem && t(problem.message);
  };
  const field = (name: FlightSearchField, label: string, control: ReactNode) => {
    const problem = problemText(name);
    return (
      // A city takes a phone's full width, so its whole name shows in the select.
      <Box minW={0} gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <chakra.label htmlFor={`${id}-${name}`} display="block" fontSize="sm" fontWeight="medium" mb="1">
          {label}
        </chakra.label>
        {control}
        {problem && (
          <Text id={`${id}-${name}-problem`} fontSize="sm" color="brand.700" mt="1">
            {problem}
          </Text>
        )}
      </Box>
    );
  };
  const described = (name: FlightSearchField) =>
    problems.some((problem) => problem.field === name)
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-problem` }
      : {};
  const airportSelect = (name: 'origin' | 'destination') => (
    <chakra.select
      id={`${id}-${name}`}
      value={draft[name] ?? ''}
      onChange={(event) => update({ [name]: event.target.value || undefined })}
      {...inputStyle}
      {...described(name)}
    >
      <option value="">{t('search.modify.chooseCity')}</option>
      {offered.map((airport) => (
        <option key={airport.code} value={airport.code}>
          {airportOptionLabel(airport, offered, locale)}
        </option>
      ))}
    </chakra.select>
  );
  const countSelect = (kind: 'adults' | 'children' | 'infants', from: number) => (
    <chakra.select
      id={`${id}-${kind}`}
      aria-label={t(`home.search.${kind}`)}
      value={draft[kind]}
      onChange={(event) => update({ [kind]: Number(event.target.value) })}
      {...inputStyle}
    >
      {Array.from({ length: 10 - from }, (_, index) => index + from).map((value) => (
        <option key={value} value={value}>
          {t(`search.modify.${kind}Count`, { count: value })}
        </option>
      ))}
    </chakra.select>
  );
  const summaryValues = searchSummaryValues(params, cityName, locale);
  const summary = summaryValues ? (
    <UnbrokenValuesText i18nKey={SEARCH_SUMMARY_KEY} values={summaryValues} unbroken={['date']} />
  ) : (
    t('search.modify.label')
  );
  return (
    <Box bg="surface" borderRadius="lg" mb="4">
      <chakra.button
        type="button"
        display={{ base: 'flex', md: 'none' }}
        w="full"
        justifyContent="space-between"
        alignItems="center"
        p="3"
        fontWeight="medium"
        aria-expanded={unfolded}
        aria-controls={unfolded ? `${id}-form` : undefined}
        onClick={() => setUnfolded((value) => !value)}
      >
        <chakra.span textAlign="start">{summary}</chakra.span>
        <chakra.span color="brand.700">{t(unfolded ? 'search.modify.fold' : 'search.modify.unfold')}</chakra.span>
      </chakra.button>
      {(unfolded || shownWhole) && (
        <chakra.form
          id={`${id}-form`}
          noValidate
          aria-label={t('search.modify.label')}
          display={{ base: unfolded ? 'block' : 'none', md: 'block' }}
          p={{ base: '3', md: '4' }}
          onSubmit={(event) => {
            event.preventDefault();
            setShowProblems(true);
            const search = toFlightSearch(draft, today);
            if (search) onSearch(search);
          }}
        >
          <Grid
            templateColumns={{
              base: '1fr 1fr',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: '8rem repeat(4, minmax(0, 1fr))',
            }}
            gap="3"
            alignItems="start"
          >
            <Box minW={0}>
              <chakra.label htmlFor={`${id}-trip`} display="block" fontSize="sm" fontWeight="medium" mb="1">
                {t('home.search.tripType')}
              </chakra.label>
              <chakra.select
                id={`${id}-trip`}
                value={draft.tripType}
                onChange={(event) =>
                  update({
                    tripType: event.target.value as FlightSearchDraft['tripType'],
                  })
                }
                {...inputStyle}
              >
                <option value="oneWay">{t('home.search.oneWay')}</option>
                <option value="roundTrip">{t('home.search.roundTrip')}</option>
              </chakra.select>
            </Box>
            {field('origin', t('home.search.origin'), airportSelect('origin'))}
            {field('destination', t('home.search.destination'), airportSelect('destination'))}
            <DateInput
              id={`${id}-departureDate`}
              label={t('home.search.departureDate')}
              min={today}
              max={lastBookableDate(today)}
              value={draft.departureDate ?? ''}
              onValueChange={(departureDate) => update({ departureDate })}
              error={problemText('departureDate')}
            />
            {draft.tripType === 'roundTrip' ? (
              <DateInput
                id={`${id}-returnDate`}
                label={t('home.search.returnDate')}
                min={draft.departureDate ?? today}
                max={lastBookableDate(today)}
                value={draft.returnDate ?? ''}
                onValueChange={(returnDate) => update({ returnDate })}
                error={problemText('returnDate')}
              />
            ) : (
              <Box display={{ base: 'none', md: 'block' }} />
            )}
            <chakra.fieldset
              border="0"
              p="0"
              m="0"
              gridColumn={{ base: '1 / -1', lg: '1 / 4' }}
              minW={0}
              {...described('passengers')}
            >
              <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
                {t('home.search.passengers')}
              </chakra.legend>
              <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
                {countSelect('adults', 1)}
                {countSelect('children', 0)}
                {countSelect('infants', 0)}
              </Grid>
              {problems.find((problem) => problem.field === 'passengers') && (
                <Text id={`${id}-passengers-problem`} fontSize="sm" color="brand.700" mt="1">
                  {t(problems.find((problem) => problem.field === 'passengers')!.message)}
                </Text>
              )}
            </chakra.fieldset>
            <ActionButton
              type="submit"
              alignSelf="end"
              gridColumn={{ base: '1 / -1', lg: '4 / 6' }}
              h="10"
              fontWeight="bold"
            >
              {t('search.modify.submit')}
            </ActionButton>
          </Grid>
        </chakra.form>
      )}
    </Box>
  );
}
