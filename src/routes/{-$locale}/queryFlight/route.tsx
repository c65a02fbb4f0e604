import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/queryFlight')({
  staticData: { titleKey: 'routes.queryFlight' },
  component: Outlet,
});
