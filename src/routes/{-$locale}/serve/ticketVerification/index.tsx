import { createFileRoute } from '@tanstack/react-router';
import { TicketVerificationForm } from '../../../../features/serve/ticket-verification/ticket-verification-form';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/ticketVerification/')({
  component: function TicketVerificationPage() {
    return (
      <PageFrame>
        <TicketVerificationForm />
      </PageFrame>
    );
  },
});
