import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import type { Locale } from '../../../../../contract/locales';
import { ConfirmPage } from '../../../../features/booking/wizard/confirm-page';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_booking/orderConfirm/')({
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
