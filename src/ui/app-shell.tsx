import { chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogHost } from './dialog/lazy-dialog-host';
import { useFeedback } from './feedback-context';
import { LazySiteFooter } from './footer/lazy-site-footer';
import type { LoginBoxProps } from './header/login-box';
import { SiteHeader } from './header/site-header';
import { LazyRouteProgress } from './lazy-route-progress';
import { LazySideBox } from './side-box/lazy-side-box';
import type { CustomerChat } from './side-box/side-box';
import { ToastRegion } from './toast/toast-region';

export interface AppShellProps extends LoginBoxProps {
  chat?: CustomerChat;
  children: ReactNode;
}

/** Every page's frame: skip link, progress bar, header, the page, footer, side box, toasts and dialogs. */
export function AppShell({ user, onLogout, chat, children }: AppShellProps) {
  const { t } = useTranslation();
  const { toasts, dialogs } = useFeedback();
  return (
    <Flex direction="column" minH="100vh" overflowX="clip">
      <chakra.a
        href="#main-content"
        position="absolute"
        left={2}
        top={-20}
        zIndex={3000}
        bg="white"
        px={3}
        py={2}
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: 2 }}
      >
        {t('shell.skipToContent')}
      </chakra.a>
      <LazyRouteProgress />
      <SiteHeader user={user} onLogout={onLogout} />
      {/* At least a window tall: the footer and side box start below the fold, so their late arrival never moves what a reader sees. */}
      <chakra.main
        id="main-content"
        tabIndex={-1}
        flex="1"
        minH="100vh"
        display="flex"
        flexDirection="column"
        outline="none"
      >
        {children}
      </chakra.main>
      <LazySideBox chat={chat} />
      <LazySiteFooter />
      <ToastRegion store={toasts} />
      <LazyDialogHost store={dialogs} />
    </Flex>
  );
}
