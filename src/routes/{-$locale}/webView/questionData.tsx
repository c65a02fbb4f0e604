import { createFileRoute } from '@tanstack/react-router';
import { infoNoticeContentQueryOptions } from '../../../api/topic-pages';
import { TopicArticle } from '../../../features/content/topic-article';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/webView/questionData')({
  validateSearch: (search: Record<string, unknown>): { topicid?: string } =>
    typeof search.topicid === 'string' && /^[\w-]{1,40}$/.test(search.topicid) ? { topicid: search.topicid } : {},
  loaderDeps: ({ search }) => ({ topicid: search.topicid }),
  loader: ({ context, deps }) =>
    deps.topicid
      ? context.queryClient.ensureQueryData(infoNoticeContentQueryOptions(context.locale, deps.topicid))
      : undefined,
  component: function QuestionRoute() {
    const { topicid } = Route.useSearch();
    return topicid ? <TopicArticle topicid={topicid} /> : <PageFrame />;
  },
});
