import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../../../session/route-guard';
import { PURCHASE_FLOWS } from '../../../../features/ancillaries/flow/ancillary-flow';

const Flow = PURCHASE_FLOWS.meal;

// The meal purchase's trip and item pages share one actor, hosted here (and restored on its other pages).
export const Route = createFileRoute('/{-$locale}/serve/meals')({
  beforeLoad: guardRoute,
  component: function MealsLayout() {
    return (
      <Flow.Host>
        <Outlet />
      </Flow.Host>
    );
  },
});
