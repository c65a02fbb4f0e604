import { createActor, fromPromise } from 'xstate';
import { messagePollingMachine, type MessageNews } from '../../../machines/message-polling.machine';
import { fetchNews } from '../../api/customer-service';
import { liveInspect } from '../../ui/live-inspect';

export interface CustomerChatPoller {
  send(type: 'chat.open' | 'page.hidden' | 'page.visible'): void;
  stop(): void;
}

const pollingWithQueryNews = messagePollingMachine.provide({
  actors: { queryNews: fromPromise<MessageNews>(({ signal }) => fetchNews(signal)) },
});

/** Starts the customer-message polling chart; `onUnreadCount` hears every change of the unread count. */
export function startCustomerChatPoller(onUnreadCount: (count: number) => void): CustomerChatPoller {
  const actor = createActor(pollingWithQueryNews, { input: {}, inspect: liveInspect });
  let lastCount: number | undefined;
  actor.subscribe((snapshot) => {
    if (snapshot.context.unreadCount === lastCount) return;
    lastCount = snapshot.context.unreadCount;
    onUnreadCount(lastCount);
  });
  actor.start();
  return { send: (type) => actor.send({ type }), stop: () => actor.stop() };
}
