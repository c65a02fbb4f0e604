import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../../../session/route-guard';

export const Route = createFileRoute('/{-$locale}/serve/checkIn')({
  staticData: { titleKey: 'routes.serveCheckIn' },
  beforeLoad: guardRoute,
  component: Outlet,
});
