import { createFileRoute } from '@tanstack/react-router';
import { RealNamePage } from '../../../../features/account/member/real-name-page';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/realName/{-$type}')({
  component: function RealNameRoute() {
    return (
      <PageFrame>
        <RealNamePage />
      </PageFrame>
    );
  },
});
