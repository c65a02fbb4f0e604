import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../../features/ancillaries/flow/ancillary-flow';
import { guardRoute } from '../../../session/route-guard';

const Flow = PURCHASE_FLOWS.luggage;

// Every page of one luggage purchase (its trip and item steps, confirm, pay) shares one actor, hosted here once;
// the URLs keep no '_luggagePurchase'.
export const Route = createFileRoute('/{-$locale}/_luggagePurchase')({
  beforeLoad: guardRoute,
  component: function LuggagePurchaseLayout() {
    return (
      <Flow.Host>
        <Outlet />
      </Flow.Host>
    );
  },
});
