import { createRootRouteWithContext, Outlet, useMatch } from '@tanstack/react-router';
import { useCustomerChat } from '../features/chat/use-customer-chat';
import type { RouterContext } from '../router-context';
import { useSession } from '../session/use-session';
import { AppShell } from '../ui/app-shell';

function SiteFrame() {
  const { user, logout } = useSession();
  const chat = useCustomerChat();
  return (
    <AppShell user={user} onLogout={logout} chat={chat}>
      <Outlet />
    </AppShell>
  );
}

function Root() {
  // The chat window is a small window of its own: no header, footer or side box (and no polling for its own dot).
  const isChatWindow = useMatch({ from: '/{-$locale}/chat', shouldThrow: false });
  return isChatWindow ? <Outlet /> : <SiteFrame />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
