import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../features/serve/feedback/feedback-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/complaints')({
  component: function ComplaintsPage() {
    return (
      <PageFrame>
        <FeedbackPage kind="complaint" />
      </PageFrame>
    );
  },
});
