import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/serve/luggage')({
  staticData: { titleKey: 'routes.serveLuggage' },
  component: Outlet,
});
