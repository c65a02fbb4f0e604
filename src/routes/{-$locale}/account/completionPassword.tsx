import { createFileRoute } from '@tanstack/react-router';
import { CompletionPasswordPage } from '../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/completionPassword')({
  staticData: { titleKey: 'routes.accountCompletionPassword' },
  component: CompletionPasswordPage,
});
