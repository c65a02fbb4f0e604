import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../features/serve/feedback/feedback-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/praise')({
  component: function PraisePage() {
    return (
      <PageFrame>
        <FeedbackPage kind="praise" />
      </PageFrame>
    );
  },
});
