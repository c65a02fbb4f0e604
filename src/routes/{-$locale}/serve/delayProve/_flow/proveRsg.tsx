import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '../../../../../features/delay-certificate/certificate-page';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/delayProve/_flow/proveRsg')({
  component: function ProveRsgRoute() {
    return (
      <PageFrame>
        <CertificatePage />
      </PageFrame>
    );
  },
});
