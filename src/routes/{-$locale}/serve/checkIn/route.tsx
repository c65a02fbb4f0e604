import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/serve/checkIn')({
  staticData: { titleKey: 'routes.serveCheckIn' },
  component: Outlet,
});
