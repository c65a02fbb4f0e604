import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/webView')({
  staticData: { titleKey: 'routes.webView' },
  component: Outlet,
});
