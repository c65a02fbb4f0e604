import { createFileRoute } from '@tanstack/react-router';
import { MemberHomePage } from '../../../features/account/member/member-home-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/home')({
  component: function MemberHomeRoute() {
    return (
      <PageFrame>
        <MemberHomePage />
      </PageFrame>
    );
  },
});
