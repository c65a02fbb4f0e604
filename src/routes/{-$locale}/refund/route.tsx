import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/refund')({
  staticData: { titleKey: 'routes.refund' },
  component: Outlet,
});
