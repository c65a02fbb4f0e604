import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/webViewLuggage')({
  staticData: { titleKey: 'routes.webViewLuggage' },
  codeSplitGroupings: [],
  component: PageFrame,
});
