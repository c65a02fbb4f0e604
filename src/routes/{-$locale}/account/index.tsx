import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/')({
  component: LoginPage,
});
