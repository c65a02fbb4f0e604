import { Box, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../contract/locales';
import { segmentsOf, type BookingMarket } from '../../../../machines/booking-trip';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { isSelection, type BookingSelectionParams } from './booking-selection';
import { useChosenOffers } from './chosen-offers';
import { OfferExpired } from './offer-expired';
import { PassengerForm } from './passenger-form';
import { tripDatesOf } from './passenger-party';
import { selectionSyncEvents } from './selection-sync';
import { TripSummary } from './trip-summary';
import { useOfferClock, useWizard } from './use-wizard';

interface PassengerPageProps {
  market: BookingMarket;
  selection: Partial<BookingSelectionParams>;
  locale: Locale;
}

/** /passenger, /passengerInter, /passengerFree: the chosen flights, then who travels and who to contact. */
export function PassengerPage({ market, selection, locale }: PassengerPageProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const { actor, state, context } = useWizard();
  useOfferClock(actor);
  const chosen = isSelection(selection) ? selection : undefined;
  const offers = useChosenOffers(chosen, locale);
  const quotes = offers.flatMap((offer) => (offer.status === 'found' ? [offer.quote] : []));
  const quotesKey = JSON.stringify(quotes);

  useEffect(() => {
    if (!chosen) return;
    const snapshot = actor.getSnapshot();
    // Sent in one go: the host follows the step's page once they are all taken, so passing steps shown on other
    // pages (a new trip starts at the results) does not leave this page.
    for (const event of selectionSyncEvents(
      { value: snapshot.value, context: snapshot.context },
      market,
      chosen,
      quotes,
      Date.now(),
    ))
      actor.send(event);
    // The quotes' content, not their array identity, decides whether the wizard needs telling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, market, JSON.stringify(chosen), quotesKey]);

  if (!chosen)
    return (
      <Notice
        text={t('booking.passengers.noSelection')}
        link={
          <ActionButton asChild>
            <Link to="/{-$locale}" params={localeParam}>
              {t('booking.actions.searchFlights')}
            </Link>
          </ActionButton>
        }
      />
    );
  if (state === 'offerExpired') return <OfferExpired actor={actor} />;
  const missing = offers.find((offer) => offer.status === 'failed' || offer.status === 'gone');
  if (missing && state !== 'enteringPassengers')
    return (
      <Notice text={t(missing.status === 'gone' ? 'booking.passengers.fareGone' : 'booking.passengers.loadFailed')} />
    );
  if (state === 'awaitingPayment' && context.order) {
    return (
      <Notice
        text={t('booking.passengers.orderPlaced', { orderNo: context.order.orderNo })}
        link={
          <ActionButton asChild>
            <Link to="/{-$locale}/defray" params={localeParam} search={{ orderNo: context.order.orderNo } as never}>
              {t('booking.actions.toPayment')}
            </Link>
          </ActionButton>
        }
      />
    );
  }
  if (state !== 'enteringPassengers') return <Text role="status">{t('booking.passengers.loading')}</Text>;
  return (
    <Box>
      <TripSummary segments={segmentsOf(context.outbound, context.inbound)} market={market} locale={locale} />
      <PassengerForm
        counts={chosen}
        trip={tripDatesOf(market, segmentsOf(context.outbound, context.inbound))}
        draft={context.draft}
        onSubmit={(draft) => actor.send({ type: 'passengers.submit', draft })}
        onBack={() => actor.send({ type: 'step.back' })}
      />
    </Box>
  );
}

function Notice({ text, link }: { text: string; link?: ReactNode }) {
  return (
    <Box role="status" border="1px solid" borderColor="line" borderRadius="md" p={4} bg="white">
      <Text mb={link ? 2 : 0}>{text}</Text>
      {link}
    </Box>
  );
}
