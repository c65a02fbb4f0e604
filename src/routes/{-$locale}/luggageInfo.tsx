import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { OrderDetailView } from '../../features/ancillaries/views/order-list-view';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/luggageInfo')({
  beforeLoad: guardRoute,
  validateSearch: z.object({ orderNo: z.string().catch('') }),
  component: function LuggageInfoPage() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <OrderDetailView kind="luggage" orderNo={orderNo} />
      </PageFrame>
    );
  },
});
