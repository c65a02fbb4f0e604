import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CabinOffer, FlightOption } from '../../../../contract/calls/flights';
import { FEW_SEATS_THRESHOLD } from '../../../../contract/calls/flight-pricing';
import type { Locale } from '../../../../contract/locales';
import { CabinRules } from './cabin-rules';
import { adultTaxes, fareText, type PriceMode } from './price-format';
import { ActionButton } from '../../../ui/action-button';

export interface CabinOfferRowProps {
  flight: FlightOption;
  offer: CabinOffer;
  locale: Locale;
  priceMode: PriceMode;
  onChoose: (flight: FlightOption, offer: CabinOffer) => void;
}

export function CabinOfferRow({ flight, offer, locale, priceMode, onChoose }: CabinOfferRowProps) {
  const { t } = useTranslation();
  const cabinName = t(`search.rules.cabin.${offer.cabinClass}`);
  const fare = fareText(t, offer, priceMode);
  const taxes = adultTaxes(offer);
  return (
    <Box as="li" listStyleType="none" borderTop="1px solid" borderColor="line" py="3">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Box minW="7rem">
          <Text fontWeight="semibold">
            {cabinName}{' '}
            <chakra.span color="muted" fontWeight="normal">
              {t('search.results.bookingClass', {
                bookingClass: offer.bookingClass,
              })}
            </chakra.span>
          </Text>
          <Text fontSize="sm" color="muted">
            {t('search.results.baggage', { kg: offer.baggageKg })}
          </Text>
        </Box>
        {/* Price and button stay side by side, even on a phone, so the choice sits beside its price. */}
        <Flex gap="3" align="center" ms="auto">
          <Box textAlign="right">
            <Text fontSize="xl" fontWeight="bold" color="brand.600">
              {fare.shown}
            </Text>
            <Text fontSize="sm" color="muted">
              {taxes > 0 ? t('search.results.taxes', { amount: taxes }) : t('search.results.noTaxes')}
            </Text>
            {offer.seatsLeft < FEW_SEATS_THRESHOLD && (
              <Text fontSize="sm" color="brand.700" fontWeight="medium">
                {t('search.results.seatsLeft', { count: offer.seatsLeft })}
              </Text>
            )}
          </Box>
          <ActionButton
            type="button"
            onClick={() => onChoose(flight, offer)}
            aria-label={t('search.results.chooseLabel', {
              cabin: cabinName,
              price: fare.spoken,
              flightNo: flight.flightNo,
              time: flight.departure.time,
            })}
            fontWeight="bold"
            px={{ base: '3', md: '5' }}
            h="10"
            flexShrink={0}
          >
            {t('search.results.choose')}
          </ActionButton>
        </Flex>
      </Flex>
      <Box mt="2">
        <CabinRules flight={flight} offer={offer} locale={locale} />
      </Box>
    </Box>
  );
}
