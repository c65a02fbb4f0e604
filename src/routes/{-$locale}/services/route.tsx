import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/services')({
  staticData: { titleKey: 'routes.services' },
  component: Outlet,
});
