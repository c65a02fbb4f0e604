import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DelayCertificateFlow } from '../../../../../features/delay-certificate/delay-certificate-flow';

// The apply and certificate pages share one actor, hosted here; the URLs keep no '_flow'.
export const Route = createFileRoute('/{-$locale}/serve/delayProve/_flow')({
  component: function DelayCertificateLayout() {
    return (
      <DelayCertificateFlow.Host>
        <Outlet />
      </DelayCertificateFlow.Host>
    );
  },
});
