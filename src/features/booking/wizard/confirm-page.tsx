import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketedName } from '../../../../contract/booking/passenger-rules';
import type { Locale } from '../../../../contract/locales';
import { segmentsOf } from '../../../../machines/booking-trip';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { insuranceProductsQueryOptions } from '../passengers/passengers-api';
import { OfferExpired } from './offer-expired';
import { FareChangedPanel, OrderFailedPanel, SoldOutPanel } from './order-outcome';
import { PriceBreakdownTable } from './price-breakdown';
import { insuranceLines } from './price-lines';
import { TripSummary } from './trip-summary';
import { BookingFlow } from './booking-flow';
import { useOfferClock, useWizard } from './use-wizard';

/** /orderConfirm: every name as it will be ticketed, the flights and the full price; then the order. */
export function ConfirmPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const { actor, state, context } = useWizard();
  BookingFlow.useArrive('confirm');
  useOfferClock(actor);
  const products = useQuery(insuranceProductsQueryOptions(locale)).data ?? [];
  if (state === 'offerExpired') return <OfferExpired actor={actor} />;
  if (
    !context.search ||
    !context.draft ||
    !['confirming', 'placingOrder', 'fareChanged', 'soldOut', 'orderFailed'].includes(state)
  ) {
    return (
      <Box role="status">
        <Text mb={2}>{t('booking.confirm.nothing')}</Text>
        {/* The one way on: a button, not a line of plain text. */}
        <ActionButton asChild>
          <Link to="/{-$locale}" params={localeParam}>
            {t('booking.actions.searchFlights')}
          </Link>
        </ActionButton>
      </Box>
    );
  }
  const { passengers, contact } = context.draft;
  const placing = state === 'placingOrder';
  const segments = segmentsOf(context.outbound, context.inbound);
  const insurance = insuranceLines(products, context.draft.insurance ?? [], segments.length);
  return (
    <Box>
      {state === 'fareChanged' && <FareChangedPanel actor={actor} context={context} />}
      {state === 'soldOut' && <SoldOutPanel actor={actor} context={context} />}
      {state === 'orderFailed' && <OrderFailedPanel actor={actor} context={context} />}
      <TripSummary segments={segmentsOf(context.outbound, context.inbound)} market={context.market} locale={locale} />
      <Box as="section" aria-labelledby="travellers-title" mb={5}>
        <Text as="h2" id="travellers-title" fontWeight="semibold" fontSize="lg" mb={2}>
          {t('booking.confirm.travellers')}
        </Text>
        <chakra.ul listStyleType="none" p={0} m={0} bg="white" border="1px solid" borderColor="line" borderRadius="md">
          {passengers.map((passenger, index) => (
            <Flex
              as="li"
              key={index}
              justify="space-between"
              wrap="wrap"
              gap={2}
              px={3}
              py={2}
              borderTop={index ? '1px solid' : undefined}
              borderColor="line"
            >
              <Text fontWeight="semibold">{ticketedName(passenger)}</Text>
              <Text color="muted">
                {t(
                  `booking.price.type.${passenger.passengerType === 'ADT' ? 'adult' : passenger.passengerType === 'CHD' ? 'child' : 'infant'}`,
                )}{' '}
                · {t(`booking.confirm.documentEnding`, { digits: passenger.documentNo.slice(-4) })}
              </Text>
            </Flex>
          ))}
        </chakra.ul>
        <Text mt={2} fontSize="sm" color="muted">
          {t('booking.confirm.contact', contact)}
        </Text>
      </Box>
      <PriceBreakdownTable segments={segments} counts={context.search} market={context.market} insurance={insurance} />
      {(state === 'confirming' || placing) && (
        <Flex gap={3} wrap="wrap" justify="flex-end">
          <ActionButton
            type="button"
            variant="secondary"
            disabled={placing}
            onClick={() => actor.send({ type: 'step.back' })}
          >
            {t('booking.actions.editPassengers')}
          </ActionButton>
          <ActionButton
            type="button"
            disabled={placing}
            aria-busy={placing || undefined}
            onClick={() => actor.send({ type: 'order.submit' })}
          >
            {t(placing ? 'booking.confirm.placing' : 'booking.confirm.submit')}
          </ActionButton>
        </Flex>
      )}
      {placing && (
        <Text role="status" mt={2} textAlign="right">
          {t('booking.confirm.placing')}
        </Text>
      )}
    </Box>
  );
}
