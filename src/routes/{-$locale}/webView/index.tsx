import { createFileRoute } from '@tanstack/react-router';
import { InfoTopicsPage, type InfoTopicsSearch } from '../../../features/content/info-topics-page';

export const Route = createFileRoute('/{-$locale}/webView/')({
  // A bad group code or search text is dropped, showing every topic, rather than failing the page.
  validateSearch: (search: Record<string, unknown>): InfoTopicsSearch => ({
    ...(typeof search.type === 'string' && /^\w{1,20}$/.test(search.type) ? { type: search.type } : {}),
    ...(typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 50) } : {}),
  }),
  component: function InfoTopicsRoute() {
    return <InfoTopicsPage search={Route.useSearch()} />;
  },
});
