import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { infoNoticeContentQueryOptions } from '../../api/topic-pages';
import { useLocale } from '../../i18n/use-locale';
import { PageFrame } from '../../ui/page-frame';
import { QueryState } from './query-state';
import { TopicBlocks } from './topic-blocks';
import { formatReplyDate } from '../../i18n/format';

/** One info topic or FAQ answer, titled by the topic itself. */
export function TopicArticle({ topicid }: { topicid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const topic = useQuery(infoNoticeContentQueryOptions(locale, topicid));
  return (
    <PageFrame title={topic.data?.title}>
      <QueryState query={topic}>
        {(data) => (
          <article>
            <Text color="muted" fontSize="sm" mb={4}>
              {data.dincName} · {data.category} ·{' '}
              {t('topics.updated', { date: formatReplyDate(data.updateDate, locale) })}
            </Text>
            <TopicBlocks blocks={data.content} />
          </article>
        )}
      </QueryState>
    </PageFrame>
  );
}
