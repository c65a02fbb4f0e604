import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import type { Locale } from '../../../../contract/locales';
import { guardBookingRoute } from '../../../features/booking/wizard/booking-route-guard';
import { ConfirmPage } from '../../../features/booking/wizard/confirm-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/orderConfirm/')({
  beforeLoad: guardBookingRoute,
  component: OrderConfirmView,
});

function OrderConfirmView() {
  const { locale } = useRouteContext({ strict: false }) as { locale: Locale };
  return (
    <PageFrame>
      <ConfirmPage locale={locale} />
    </PageFrame>
  );
}
