import { createFileRoute } from '@tanstack/react-router';
import { LookSecretPage } from '../../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/lookSecret_count/')({
  component: LookSecretPage,
});
