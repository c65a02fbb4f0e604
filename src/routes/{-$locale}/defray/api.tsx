import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { DefrayResultPage } from '../../../features/payment/defray-result-page';

const returnSearch = z.object({
  orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).catch(''),
  payNo: z.string().regex(/^[A-Z0-9]{6,40}$/).catch(''),
});

/** Where the gateways send the traveller back; the key restarts polling for another attempt. */
export const Route = createFileRoute('/{-$locale}/defray/api')({
  staticData: { titleKey: 'routes.defrayApi' },
  validateSearch: (search: Record<string, unknown>) => returnSearch.parse({ orderNo: search.orderNo ?? '', payNo: search.payNo ?? '' }),
  component: function DefrayReturnRoute() {
    const { orderNo, payNo } = Route.useSearch();
    return <DefrayResultPage key={payNo} orderNo={orderNo} payNo={payNo} />;
  },
});
