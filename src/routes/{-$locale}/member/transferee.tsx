import { createFileRoute } from '@tanstack/react-router';
import { AssigneePage } from '../../../features/account/member/assignee-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/transferee')({
  component: function TransfereeRoute() {
    return (
      <PageFrame>
        <AssigneePage />
      </PageFrame>
    );
  },
});
