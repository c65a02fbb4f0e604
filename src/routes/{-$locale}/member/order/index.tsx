import { createFileRoute } from '@tanstack/react-router';
import { ServiceOrdersView } from '../../../../features/ancillaries/views/service-orders-view';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/order/')({
  component: function ServiceOrdersPage() {
    return (
      <PageFrame>
        <ServiceOrdersView />
      </PageFrame>
    );
  },
});
