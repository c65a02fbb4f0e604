import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/account/completionPassword')({
  staticData: { titleKey: 'routes.accountCompletionPassword' },
  component: PageFrame,
});
