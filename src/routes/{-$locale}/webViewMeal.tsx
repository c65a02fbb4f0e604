import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/webViewMeal')({
  staticData: { titleKey: 'routes.webViewMeal' },
  codeSplitGroupings: [],
  component: PageFrame,
});
