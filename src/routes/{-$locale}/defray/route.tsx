import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/defray')({
  staticData: { titleKey: 'routes.defray' },
  component: Outlet,
});
