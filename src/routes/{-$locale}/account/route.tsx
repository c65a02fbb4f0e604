import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/account')({
  staticData: { titleKey: 'routes.account' },
  component: Outlet,
});
