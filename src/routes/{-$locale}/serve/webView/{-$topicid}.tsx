import { createFileRoute } from '@tanstack/react-router';
import { infoNoticeContentQueryOptions } from '../../../../api/topic-pages';
import { InfoTopicsPage } from '../../../../features/content/info-topics-page';
import { TopicArticle } from '../../../../features/content/topic-article';

export const Route = createFileRoute('/{-$locale}/serve/webView/{-$topicid}')({
  loader: ({ context, params }) =>
    params.topicid
      ? context.queryClient.ensureQueryData(infoNoticeContentQueryOptions(context.locale, params.topicid))
      : undefined,
  component: function TopicRoute() {
    const { topicid } = Route.useParams();
    return topicid ? <TopicArticle topicid={topicid} /> : <InfoTopicsPage search={{}} />;
  },
});
