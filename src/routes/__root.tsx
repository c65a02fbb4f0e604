import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { useSession } from '../session/use-session';
import { AppShell } from '../ui/app-shell';

function Root() {
  const { user, logout } = useSession();
  return (
    <AppShell user={user} onLogout={logout}>
      <Outlet />
    </AppShell>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
