import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { historyPayload, type HistoryPayload } from '../../../contract/points/point-calls';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { DateInput } from '../../ui/date-picker/date-input';
import { ListRowSkeleton } from '../../ui/skeleton/list-row-skeleton';
import { SkeletonGroup } from '../../ui/skeleton/skeleton-group';
import { HistoryTable, type Column } from './history-table';
import {
  HISTORY_KINDS,
  HISTORY_PAGE_SIZE,
  historyQueryOptions,
  type HistoryKind,
  type HistoryPages,
} from './points-api';
import { formatReplyDate } from '../../i18n/format';
import { TitledSection } from '../../ui/titled-section';

type RowOf<K extends HistoryKind> = HistoryPages[K]['list'][number];

const COLUMNS: { [K in HistoryKind]: Column<RowOf<K>>[] } = {
  flight: [
    { label: 'points.column.date', cell: (row, locale) => formatReplyDate(row.date, locale) },
    { label: 'points.column.flightNo', cell: (row) => row.flightNo },
    { label: 'points.column.segment', cell: (row) => row.segment },
    { label: 'points.column.cabin', cell: (row) => row.cabin },
    { label: 'points.column.standardMileage', cell: (row) => row.standardMileage, numeric: true },
    { label: 'points.column.rewardPoints', cell: (row) => row.rewardPoints, numeric: true },
    { label: 'points.column.extraPoints', cell: (row) => row.extraPoints, numeric: true },
    { label: 'points.column.rewardSegments', cell: (row) => row.rewardSegments, numeric: true },
  ],
  other: [
    { label: 'points.column.arrivalDate', cell: (row, locale) => formatReplyDate(row.arrivalDate, locale) },
    { label: 'points.column.activity', cell: (row) => row.activity },
    { label: 'points.column.points', cell: (row) => row.points, numeric: true },
  ],
  change: [
    { label: 'points.column.date', cell: (row, locale) => formatReplyDate(row.date, locale) },
    { label: 'points.column.note', cell: (row) => row.note },
    { label: 'points.column.pointsUsed', cell: (row) => row.pointsUsed, numeric: true },
  ],
  detail: [
    { label: 'points.column.date', cell: (row, locale) => formatReplyDate(row.date, locale) },
    { label: 'points.column.note', cell: (row) => row.note },
    { label: 'points.column.points', cell: (row) => (row.points > 0 ? `+${row.points}` : row.points), numeric: true },
  ],
};

/** The four histories of pointInfo as tabs, each with a date range and pages. */
export function PointHistory() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HistoryKind>('flight');
  return (
    <TitledSection id="points-history-title" title={t('points.history.title')}>
      <Flex role="tablist" aria-label={t('points.history.title')} gap={2} wrap="wrap" mb={3}>
        {HISTORY_KINDS.map((each) => (
          <ActionButton
            key={each}
            role="tab"
            id={`points-tab-${each}`}
            aria-selected={kind === each}
            aria-controls="points-tab-panel"
            variant={kind === each ? 'primary' : 'secondary'}
            onClick={() => setKind(each)}
          >
            {t(`points.history.tab.${each}`)}
          </ActionButton>
        ))}
      </Flex>
      <Box role="tabpanel" id="points-tab-panel" aria-labelledby={`points-tab-${kind}`}>
        <HistoryPanel key={kind} kind={kind} />
      </Box>
    </TitledSection>
  );
}

function HistoryPanel<K extends HistoryKind>({ kind }: { kind: K }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<HistoryPayload>({ pageNo: 1 });
  const history = useQuery(historyQueryOptions(kind, filter, locale));
  return (
    <Stack gap={3}>
      <DateRange onApply={(range) => setFilter({ ...range, pageNo: 1 })} />
      {history.isPending ? <SkeletonGroup shape={ListRowSkeleton} label={t('points.loading')} /> : null}
      {history.isError ? <Text role="alert">{t('points.loadFailed', { message: history.error.message })}</Text> : null}
      {history.data ? (
        <HistoryTable
          caption={t(`points.history.tab.${kind}`)}
          columns={COLUMNS[kind] as Column<RowOf<K>>[]}
          rows={history.data.list as RowOf<K>[]}
          total={history.data.total}
          pageNo={history.data.pageNo}
          pageSize={HISTORY_PAGE_SIZE}
          onPage={(pageNo) => setFilter((current) => ({ ...current, pageNo }))}
        />
      ) : null}
    </Stack>
  );
}

/** From and to dates, checked with the call's own schema (the start not after the end). */
function DateRange({ onApply }: { onApply(range: Pick<HistoryPayload, 'beginDate' | 'endDate'>): void }) {
  const { t } = useTranslation();
  const [beginDate, setBeginDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = { beginDate: beginDate || undefined, endDate: endDate || undefined };
    const parsed = historyPayload.safeParse(range);
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) onApply(range);
  };
  return (
    <chakra.form onSubmit={apply} noValidate display="flex" flexWrap="wrap" gap={3} alignItems="flex-start">
      {(
        [
          ['points-begin', 'points.history.from', beginDate, setBeginDate, ''],
          ['points-end', 'points.history.to', endDate, setEndDate, error],
        ] as const
      ).map(([id, label, value, set, problem]) => (
        <Box key={id} flex="1" minW="10rem" maxW="16rem">
          <DateInput
            id={id}
            label={t(label)}
            value={value}
            onValueChange={set}
            error={problem ? t(problem) : undefined}
            clearable
          />
        </Box>
      ))}
      {/* Level with the date buttons, under their labels. */}
      <ActionButton type="submit" variant="secondary" mt="6">
        {t('points.history.apply')}
      </ActionButton>
    </chakra.form>
  );
}
