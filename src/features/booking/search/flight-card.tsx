import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CabinOffer, FlightEnd, FlightOption } from '../../../../contract/calls/flights';
import type { Locale } from '../../../../contract/locales';
import { CabinOfferRow } from './cabin-offer-row';
import { durationText, type PriceMode } from './price-format';

export interface FlightCardProps {
  flight: FlightOption;
  offers: CabinOffer[];
  locale: Locale;
  priceMode: PriceMode;
  onChoose: (flight: FlightOption, offer: CabinOffer) => void;
}

function End({ end, align, dayOffset }: { end: FlightEnd; align: 'left' | 'right'; dayOffset?: number }) {
  const { t } = useTranslation();
  return (
    <Box textAlign={align}>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1">
        {end.time}
        {dayOffset ? (
          <chakra.sup fontSize="xs" color="brand.700" ms="1">
            {t('search.results.nextDay', { count: dayOffset })}
          </chakra.sup>
        ) : null}
      </Text>
      <Text fontSize="sm" color="muted">
        {end.cityName} {end.airportName}
      </Text>
    </Box>
  );
}

/** One flight of the results: its times and airports as a heading line, then each cabin's fare. */
export function FlightCard({ flight, offers, locale, priceMode, onChoose }: FlightCardProps) {
  const { t } = useTranslation();
  const headingId = `flight-${flight.flightNo}-${flight.flightDate}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      border="1px solid"
      borderColor="line"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      bg="white"
    >
      <chakra.article aria-labelledby={headingId}>
        <chakra.h3 id={headingId} fontSize="md" fontWeight="bold" mb="2">
          {t('search.results.flightHeading', {
            flightNo: flight.flightNo,
            departure: flight.departure.time,
            origin: flight.departure.cityName,
            destination: flight.arrival.cityName,
          })}
        </chakra.h3>
        <Grid templateColumns="1fr auto 1fr" gap="2" alignItems="center">
          <End end={flight.departure} align="left" />
          <Box textAlign="center" fontSize="sm" color="muted" px="2">
            <Text>{durationText(t, flight.durationMinutes)}</Text>
            <Box aria-hidden="true" borderTop="1px solid" borderColor="muted" w="16" mx="auto" my="1" />
            <Text>{t('search.results.nonstop')}</Text>
          </Box>
          <End end={flight.arrival} align="right" dayOffset={flight.arrivalDayOffset} />
        </Grid>
        <Flex fontSize="sm" color="muted" mt="2" gap="3" wrap="wrap">
          <Text>{t('search.results.aircraft', { name: flight.aircraftName })}</Text>
        </Flex>
        {offers.length === 0 ? (
          <Text mt="3" fontWeight="medium" color="muted">
            {t('search.results.soldOut')}
          </Text>
        ) : (
          <chakra.ul p="0" m="0" mt="2" aria-label={t('search.results.faresOf', { flightNo: flight.flightNo })}>
            {offers.map((offer) => (
              <CabinOfferRow
                key={offer.bookingClass}
                flight={flight}
                offer={offer}
                locale={locale}
                priceMode={priceMode}
                onChoose={onChoose}
              />
            ))}
          </chakra.ul>
        )}
      </chakra.article>
    </Box>
  );
}
