import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/webView/{-$topicid}')({
  staticData: { titleKey: 'routes.serveWebView' },
  component: PageFrame,
});
