import { createFileRoute } from '@tanstack/react-router';
import { RetrieveAccountPage } from '../../../../features/account/account-pages';

export const Route = createFileRoute('/{-$locale}/account/lookSecret_count/retrieveAccount')({
  component: RetrieveAccountPage,
});
