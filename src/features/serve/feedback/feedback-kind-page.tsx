import type { FeedbackKind } from '../../../../contract/calls/feedback';
import { PageFrame } from '../../../ui/page-frame';
import { FeedbackPage } from './feedback-page';

/** The route view of /serve/complaints, /serve/praise or /serve/infoFeedBack: the feedback page of one kind. */
export function feedbackKindPage(kind: FeedbackKind) {
  return function FeedbackKindPage() {
    return (
      <PageFrame>
        <FeedbackPage kind={kind} />
      </PageFrame>
    );
  };
}
