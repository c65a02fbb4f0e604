import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { AppShell } from '../ui/app-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell user={null}>
      <Outlet />
    </AppShell>
  ),
});
