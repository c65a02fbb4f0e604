import { createFileRoute } from '@tanstack/react-router';
import { PassengerPage } from '../../../features/account/member/passenger-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/passenger')({
  component: function PassengerRoute() {
    return (
      <PageFrame>
        <PassengerPage />
      </PageFrame>
    );
  },
});
