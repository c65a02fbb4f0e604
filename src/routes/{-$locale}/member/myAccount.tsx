import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../../features/account/member/my-account-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/myAccount')({
  component: function MyAccountRoute() {
    return (
      <PageFrame>
        <MyAccountPage />
      </PageFrame>
    );
  },
});
