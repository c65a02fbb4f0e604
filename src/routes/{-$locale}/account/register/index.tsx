import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/register/')({
  component: RegisterPage,
});
