import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TicketChangeFlow } from '../../../../features/ticket-change/change-flow';
import { guardRoute } from '../../../../session/route-guard';
import { PageFrame } from '../../../../ui/page-frame';

// A change is of a member's own order: a visitor logs in first. The choose and result pages share one actor.
export const Route = createFileRoute('/{-$locale}/order_/change')({
  beforeLoad: guardRoute,
  component: function TicketChangeLayout() {
    return (
      <PageFrame>
        <TicketChangeFlow.Host>
          <Outlet />
        </TicketChangeFlow.Host>
      </PageFrame>
    );
  },
});
