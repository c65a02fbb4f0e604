import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';

export interface Column<Row> {
  /** i18n key of the header. */
  label: string;
  /** The reader's language comes along, for cells that write a date. */
  cell(row: Row, locale: Locale): string | number;
  numeric?: boolean;
}

/** A paged table that scrolls sideways on a phone (focusable, so a keyboard can scroll it too). */
export function HistoryTable<Row>(props: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
  onPage(pageNo: number): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Box>
      <Box
        overflowX="auto"
        tabIndex={0}
        role="region"
        aria-label={props.caption}
        borderWidth="1px"
        borderColor="line"
        borderRadius="md"
      >
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption textAlign="start" p={2} fontWeight="medium">
            {props.caption}
          </chakra.caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <chakra.th
                  key={column.label}
                  scope="col"
                  textAlign={column.numeric ? 'end' : 'start'}
                  p={2}
                  bg="surface"
                  whiteSpace="nowrap"
                >
                  {t(column.label)}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <chakra.td colSpan={props.columns.length} p={3} textAlign="center" color="muted">
                  {t('points.history.empty')}
                </chakra.td>
              </tr>
            ) : (
              props.rows.map((row, index) => (
                <chakra.tr key={index} borderTopWidth="1px" borderColor="line">
                  {props.columns.map((column) => (
                    <chakra.td
                      key={column.label}
                      p={2}
                      textAlign={column.numeric ? 'end' : 'start'}
                      whiteSpace="nowrap"
                    >
                      {column.cell(row, locale)}
                    </chakra.td>
                  ))}
                </chakra.tr>
              ))
            )}
          </tbody>
        </chakra.table>
      </Box>
      {pages > 1 ? (
        <Flex as="nav" aria-label={t('points.history.pages')} align="center" gap={3} mt={2}>
          <ActionButton variant="secondary" disabled={props.pageNo <= 1} onClick={() => props.onPage(props.pageNo - 1)}>
            {t('points.history.previous')}
          </ActionButton>
          <Text fontSize="sm">{t('points.history.pageOf', { page: props.pageNo, pages })}</Text>
          <ActionButton
            variant="secondary"
            disabled={props.pageNo >= pages}
            onClick={() => props.onPage(props.pageNo + 1)}
          >
            {t('points.history.next')}
          </ActionButton>
        </Flex>
      ) : null}
    </Box>
  );
}
