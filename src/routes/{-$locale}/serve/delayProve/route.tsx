import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DelayCertificateFlowProvider } from '../../../../features/delay-certificate/delay-certificate-flow';

function DelayProveLayout() {
  return (
    <DelayCertificateFlowProvider>
      <Outlet />
    </DelayCertificateFlowProvider>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/delayProve')({
  component: DelayProveLayout,
});
