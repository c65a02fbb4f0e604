import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export interface WebViewSearch {
  /** An info-topic group code (dincCode); anything else shows every group. */
  type?: string;
}

export const Route = createFileRoute('/{-$locale}/webView/')({
  validateSearch: (search: Record<string, unknown>): WebViewSearch => (typeof search.type === 'string' && /^\w{1,20}$/.test(search.type) ? { type: search.type } : {}),
  component: PageFrame,
});
