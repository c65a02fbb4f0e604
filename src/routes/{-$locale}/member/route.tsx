import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../../session/route-guard';

export const Route = createFileRoute('/{-$locale}/member')({
  staticData: { titleKey: 'routes.member' },
  beforeLoad: guardRoute,
});
