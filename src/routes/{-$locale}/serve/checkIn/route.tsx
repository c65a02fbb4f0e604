import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../../../session/route-guard';
import { CheckInFlow } from '../../../../features/checkin/flow/check-in-flow';

function CheckInLayout() {
  return (
    <CheckInFlow.Host>
      <Outlet />
    </CheckInFlow.Host>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn')({
  beforeLoad: guardRoute,
  component: CheckInLayout,
});
