import { createFileRoute } from '@tanstack/react-router';
import { DisruptionOfferFlow } from '../../features/disruption/disruption-offer-flow';
import { OfferPage } from '../../features/disruption/offer-page';
import { parseOrderNoSearch } from '../../features/orders/order-search';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

// The page the disruption SMS and e-mail link to (server/modules/disruption/notice-texts.ts).
export const Route = createFileRoute('/{-$locale}/disruption')({
  validateSearch: parseOrderNoSearch,
  beforeLoad: guardRoute,
  component: function DisruptionRoute() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <DisruptionOfferFlow.Host key={orderNo}>
          <OfferPage orderNo={orderNo} />
        </DisruptionOfferFlow.Host>
      </PageFrame>
    );
  },
});
