import { createFileRoute } from '@tanstack/react-router';
import { ChatWindowPage } from '../../features/chat/chat-window-page';

/**
 * Not a route of the spec: the customer-service chat opens "in a new window", and that window needs an
 * address. The side box's chat button opens it with the chat token in the query.
 */
export const Route = createFileRoute('/{-$locale}/chat')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && /^[\w.-]{20,2000}$/.test(search.token) ? { token: search.token } : {},
  component: function ChatWindowRoute() {
    return <ChatWindowPage token={Route.useSearch().token} />;
  },
});
