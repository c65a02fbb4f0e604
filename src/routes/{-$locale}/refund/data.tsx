import { createFileRoute } from '@tanstack/react-router';
import { RefundProgressPage } from '../../../features/refund/refund-progress-page';
import { parseRefundSearch } from '../../../features/refund/refund-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/refund/data')({
  staticData: { titleKey: 'routes.refundData' },
  validateSearch: parseRefundSearch,
  component: function RefundDataRoute() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <RefundProgressPage key={orderNo} orderNo={orderNo} />
      </PageFrame>
    );
  },
});
