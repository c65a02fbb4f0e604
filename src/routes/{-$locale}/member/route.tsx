import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/member')({
  staticData: { titleKey: 'routes.member' },
  component: Outlet,
});
