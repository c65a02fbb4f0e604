import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { messagePollingMachine, type MessageNews } from '../../../machines/message-polling.machine';
import { fetchChatToken, fetchNews } from '../../api/customer-service';
import { useFeedback } from '../../ui/feedback-context';
import { openChatWindow } from './open-chat-window';

export interface CustomerChatView {
  unreadCount: number;
  /** The side box's chat button: opens the chat window and restarts the polling at 10 s. */
  open(): void;
}

const pollingWithQueryNews = messagePollingMachine.provide({
  actors: { queryNews: fromPromise<MessageNews>(({ signal }) => fetchNews(signal)) },
});

/** Runs the customer-message polling for the page's lifetime; the tab's visibility pauses and resumes it. */
export function useCustomerChat(): CustomerChatView {
  const { t, i18n } = useTranslation();
  const { toasts } = useFeedback();
  const polling = useActorRef(pollingWithQueryNews, { input: {} });
  const unreadCount = useSelector(polling, (snapshot) => snapshot.context.unreadCount);

  useEffect(() => {
    const report = () => polling.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [polling]);

  const open = useCallback(() => {
    polling.send({ type: 'chat.open' });
    const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
    openChatWindow(window, locale, () => fetchChatToken()).catch(() => void toasts.show('error', t('chat.openFailed')));
  }, [polling, i18n, t, toasts]);

  return { unreadCount, open };
}
