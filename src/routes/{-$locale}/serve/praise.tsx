import { createFileRoute } from '@tanstack/react-router';
import { feedbackKindPage } from '../../../features/serve/feedback/feedback-kind-page';

export const Route = createFileRoute('/{-$locale}/serve/praise')({
  component: feedbackKindPage('praise'),
});
