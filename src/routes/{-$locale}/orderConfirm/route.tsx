import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/orderConfirm')({
  staticData: { titleKey: 'routes.orderConfirm' },
  component: Outlet,
});
