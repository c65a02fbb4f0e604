import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../../../session/route-guard';
import { CheckInFlowProvider } from '../../../../features/checkin/flow/check-in-flow';

function CheckInLayout() {
  return (
    <CheckInFlowProvider>
      <Outlet />
    </CheckInFlowProvider>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn')({
  beforeLoad: guardRoute,
  component: CheckInLayout,
});
