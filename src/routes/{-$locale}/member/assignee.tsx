import { createFileRoute } from '@tanstack/react-router';
import { AssigneePage } from '../../../features/account/member/assignee-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/assignee')({
  component: function AssigneeRoute() {
    return (
      <PageFrame>
        <AssigneePage />
      </PageFrame>
    );
  },
});
