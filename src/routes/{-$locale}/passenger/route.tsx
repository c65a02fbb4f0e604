import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/passenger')({
  staticData: { titleKey: 'routes.passenger' },
  component: Outlet,
});
