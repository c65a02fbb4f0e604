import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/account/lookSecret_count')({
  staticData: { titleKey: 'routes.accountLookSecret' },
  component: Outlet,
});
