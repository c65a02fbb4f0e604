import { chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FlightSearch } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { flightListQueryOptions } from '../../../api/flight-search';
import type { FareChoice } from './results-legs';
import { formatCalendarDate } from '../../../i18n/format';

export interface ChosenOutboundProps {
  search: FlightSearch;
  choice: FareChoice;
  locale: Locale;
  onChange: () => void;
}

/** The outbound fare a round trip has chosen, shown while the return is chosen, with a way back. */
export function ChosenOutbound({ search, choice, locale, onChange }: ChosenOutboundProps) {
  const { t } = useTranslation();
  const outbound = useQuery(
    flightListQueryOptions(locale, {
      origin: search.origin,
      destination: search.destination,
      departureDate: search.departureDate,
      adults: search.adults,
      children: search.children,
      infants: search.infants,
    }),
  );
  const flight = outbound.data?.flights.find((candidate) => candidate.flightNo === choice.flightNo);
  const offer = flight?.cabins.find((candidate) => candidate.bookingClass === choice.bookingClass);
  return (
    <Flex
      as="section"
      aria-label={t('search.roundTrip.chosenLabel')}
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      border="1px solid"
      borderColor="brand.100"
      bg="brand.50"
      borderRadius="lg"
      p="3"
      mb="4"
    >
      <Text>
        {t('search.roundTrip.chosen', {
          date: formatCalendarDate(search.departureDate, locale, 'dayWithWeekday'),
          flightNo: choice.flightNo,
          time: flight ? `${flight.departure.time}–${flight.arrival.time}` : '',
          cabin: offer ? t(`search.rules.cabin.${offer.cabinClass}`) : '',
          bookingClass: choice.bookingClass,
        })}
      </Text>
      <chakra.button type="button" onClick={onChange} color="brand.700" fontWeight="medium" textDecoration="underline">
        {t('search.roundTrip.change')}
      </chakra.button>
    </Flex>
  );
}
