import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../../features/ancillaries/flow/ancillary-flow';
import { guardRoute } from '../../../session/route-guard';

const Flow = PURCHASE_FLOWS.meal;

// Every page of one meal purchase (its trip and item steps, confirm, pay) shares one actor, hosted here once;
// the URLs keep no '_mealsPurchase'.
export const Route = createFileRoute('/{-$locale}/_mealsPurchase')({
  beforeLoad: guardRoute,
  component: function MealsPurchaseLayout() {
    return (
      <Flow.Host>
        <Outlet />
      </Flow.Host>
    );
  },
});
