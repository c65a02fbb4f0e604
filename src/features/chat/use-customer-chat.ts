import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { fetchChatToken } from '../../api/customer-service';
import { useFeedback } from '../../ui/feedback-context';
import type { CustomerChatPoller } from './customer-chat-poller';
import { openChatWindow } from './open-chat-window';

export interface CustomerChatView {
  unreadCount: number;
  /** The side box's chat button: opens the chat window and restarts the polling at 10 s. */
  open(): void;
}

/**
 * Runs the customer-message polling for the page's lifetime; the tab's visibility pauses and resumes it.
 * The polling chart (and XState with it) loads after the first paint: its first poll is 10 s away anyway,
 * and the home page's first load stays ~15 kB gzip lighter.
 */
export function useCustomerChat(): CustomerChatView {
  const { t, i18n } = useTranslation();
  const { toasts } = useFeedback();
  const [unreadCount, setUnreadCount] = useState(0);
  const poller = useRef<CustomerChatPoller | null>(null);

  useEffect(() => {
    let stopped = false;
    const report = () => poller.current?.send(document.hidden ? 'page.hidden' : 'page.visible');
    void import('./customer-chat-poller').then(({ startCustomerChatPoller }) => {
      if (stopped) return;
      poller.current = startCustomerChatPoller(setUnreadCount);
      report();
    });
    document.addEventListener('visibilitychange', report);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', report);
      poller.current?.stop();
      poller.current = null;
    };
  }, []);

  const open = useCallback(() => {
    // Before the chart has loaded there is nothing to restart: it starts with its first 10 s wait.
    poller.current?.send('chat.open');
    const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
    openChatWindow(window, locale, () => fetchChatToken()).catch(() => void toasts.show('error', t('chat.openFailed')));
  }, [i18n, t, toasts]);

  return { unreadCount, open };
}
