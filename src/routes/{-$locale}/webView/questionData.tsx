import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/webView/questionData')({
  staticData: { titleKey: 'routes.webViewQuestionData' },
  component: PageFrame,
});
