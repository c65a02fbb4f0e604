import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetroClaimRow } from '../../../contract/points/point-calls';
import { useLocale } from '../../i18n/use-locale';
import { HistoryTable, type Column } from './history-table';
import { HISTORY_PAGE_SIZE, retroClaimsQueryOptions } from './points-api';
import { RetroClaimForm } from './retro-claim-form';
import { formatReplyDate } from '../../i18n/format';

/** /member/pointAdd: claim points for a flown flight that did not earn, and the claims filed so far. */
export function PointAddPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const claims = useQuery(retroClaimsQueryOptions(pageNo, locale));
  const columns: Column<RetroClaimRow>[] = [
    { label: 'points.retro.field.ticketNo', cell: (row) => row.ticketNo },
    { label: 'points.retro.field.flightNo', cell: (row) => row.flightNo },
    { label: 'points.retro.field.flightDate', cell: (row, locale) => formatReplyDate(row.flightDate, locale) },
    { label: 'points.column.segment', cell: (row) => `${row.origin}-${row.destination}` },
    { label: 'points.retro.field.cabin', cell: (row) => row.cabin },
    {
      label: 'points.retro.status',
      cell: (row) => [t(`points.retro.statusValue.${row.status}`), row.reason].filter(Boolean).join(': '),
    },
    { label: 'points.column.points', cell: (row) => row.points, numeric: true },
  ];
  return (
    <Stack gap={5}>
      <Text color="muted" fontSize="sm">
        {t('points.retro.intro')}
      </Text>
      <RetroClaimForm />
      {claims.isError ? <Text role="alert">{t('points.loadFailed', { message: claims.error.message })}</Text> : null}
      {claims.data ? (
        <HistoryTable
          caption={t('points.retro.listTitle')}
          columns={columns}
          rows={claims.data.list}
          total={claims.data.total}
          pageNo={claims.data.pageNo}
          pageSize={HISTORY_PAGE_SIZE}
          onPage={setPageNo}
        />
      ) : null}
    </Stack>
  );
}
