import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { DefrayPage } from '../../../features/payment/defray-page';

const defraySearch = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).catch('') });

export const Route = createFileRoute('/{-$locale}/defray/')({
  validateSearch: (search: Record<string, unknown>) => defraySearch.parse({ orderNo: search.orderNo ?? '' }),
  component: function DefrayRoute() {
    const { orderNo } = Route.useSearch();
    return <DefrayPage key={orderNo} orderNo={orderNo} />;
  },
});
