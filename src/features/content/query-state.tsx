import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading and failure lines for a content query; the children render its data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Text color="muted">{t('shell.loading')}</Text>;
  if (query.isError) {
    return (
      <Text role="alert" color="brand.700">
        {query.error.message || t('topics.loadFailed')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
