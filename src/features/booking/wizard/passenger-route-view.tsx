import { useRouteContext, useSearch } from '@tanstack/react-router';
import type { Locale } from '../../../../contract/locales';
import type { BookingMarket } from '../../../../machines/booking-trip';
import { PageFrame } from '../../../ui/page-frame';
import type { BookingSelectionParams } from './booking-selection';
import { PassengerPage } from './passenger-page';

/** The view of /passenger, /passengerInter and /passengerFree: one passenger page, three markets. */
export function PassengerRouteView({ market }: { market: BookingMarket }) {
  // Each route validates its search with parseBookingSelection and its locale layout provides the locale.
  const selection = useSearch({ strict: false }) as Partial<BookingSelectionParams>;
  const { locale } = useRouteContext({ strict: false }) as { locale: Locale };
  return (
    <PageFrame>
      <PassengerPage market={market} selection={selection} locale={locale} />
    </PageFrame>
  );
}
