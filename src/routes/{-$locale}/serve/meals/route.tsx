import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/serve/meals')({
  staticData: { titleKey: 'routes.serveMeals' },
  component: Outlet,
});
