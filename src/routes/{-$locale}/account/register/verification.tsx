import { createFileRoute } from '@tanstack/react-router';
import { RegisterVerificationPage } from '../../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/register/verification')({
  component: RegisterVerificationPage,
});
