import { createFileRoute } from '@tanstack/react-router';
import { VerifiedTicketView } from '../../../../features/serve/ticket-verification/verified-ticket-view';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/ticketVerification/checkTicket')({
  component: function CheckTicketPage() {
    return (
      <PageFrame>
        <VerifiedTicketView />
      </PageFrame>
    );
  },
});
