import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../features/serve/feedback/feedback-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/infoFeedBack')({
  component: function InfoFeedBackPage() {
    return (
      <PageFrame>
        <FeedbackPage kind="suggestion" />
      </PageFrame>
    );
  },
});
