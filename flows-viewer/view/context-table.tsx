import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How long a value may show before it is cut (its cell's title holds all of it). */
const SHOWN_CHARACTERS = 60;

/** One line for a context value: text and numbers as they are, lists by their length, the rest as short JSON. */
export function contextValueText(value: unknown, countText: (count: number) => string): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value || '""';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value) && value.length === 0) return countText(0);
  const json = JSON.stringify(value);
  const prefix = Array.isArray(value) ? `${countText(value.length)}: ` : '';
  const line = prefix + json;
  return line.length > SHOWN_CHARACTERS ? `${line.slice(0, SHOWN_CHARACTERS - 1)}…` : line;
}

/** The flow's context as a two-column table: what the flow remembers, one row per field. */
export function ContextTable({ context }: { context: unknown }) {
  const { t } = useTranslation();
  const entries = context && typeof context === 'object' ? Object.entries(context) : [];
  if (entries.length === 0) return <Text color="muted">{t('flows.context.empty')}</Text>;
  return (
    <chakra.table w="full" fontSize="12px" borderCollapse="collapse">
      <chakra.thead>
        <chakra.tr>
          <chakra.th textAlign="left" p={1} borderBottomWidth="1px" borderColor="line">
            {t('flows.context.field')}
          </chakra.th>
          <chakra.th textAlign="left" p={1} borderBottomWidth="1px" borderColor="line">
            {t('flows.context.value')}
          </chakra.th>
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody>
        {entries.map(([key, value]) => (
          <chakra.tr key={key}>
            <chakra.th
              scope="row"
              textAlign="left"
              fontWeight="semibold"
              p={1}
              verticalAlign="top"
              borderBottomWidth="1px"
              borderColor="line"
            >
              {key}
            </chakra.th>
            <chakra.td
              p={1}
              wordBreak="break-word"
              borderBottomWidth="1px"
              borderColor="line"
              title={value !== null && typeof value === 'object' ? JSON.stringify(value) : undefined}
            >
              {contextValueText(value, (count) => t('flows.context.items', { count }))}
            </chakra.td>
          </chakra.tr>
        ))}
      </chakra.tbody>
    </chakra.table>
  );
}
