import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/account/lookSecret_count/retrieveAccount')({
  staticData: { titleKey: 'routes.accountRetrieveAccount' },
  component: PageFrame,
});
