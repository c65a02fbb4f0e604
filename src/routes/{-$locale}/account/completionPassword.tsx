import { createFileRoute } from '@tanstack/react-router';
import { CompletionPasswordPage } from '../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/completionPassword')({
  component: CompletionPasswordPage,
});
