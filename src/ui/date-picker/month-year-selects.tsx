import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import type { MonthHeading } from './calendar-grid';
import { formatCalendarDate } from '../../i18n/format';
import { formatDay } from './calendar-month';

export interface MonthYearSelectsProps extends MonthHeading {
  locale: Locale;
  /** The first and last days that may be chosen: the selects offer only their years and months. */
  min: string;
  max: string;
}

const selectStyle = {
  minH: '9',
  px: '1',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'white',
  fontWeight: 'semibold',
} as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A calendar heading of year and month selects, so a birth date decades back is two choices away, not 400 clicks. */
export function MonthYearSelects({ id, month, onShow, locale, min, max }: MonthYearSelectsProps) {
  const { t } = useTranslation();
  const year = Number(month.slice(0, 4));
  const firstMonth = (inYear: number) => (inYear === Number(min.slice(0, 4)) ? Number(min.slice(5, 7)) : 1);
  const lastMonth = (inYear: number) => (inYear === Number(max.slice(0, 4)) ? Number(max.slice(5, 7)) : 12);
  // A year whose months start after the one shown (or end before it) shows its nearest month instead.
  const showYear = (next: number) => {
    const shown = Math.min(Math.max(Number(month.slice(5, 7)), firstMonth(next)), lastMonth(next));
    onShow(`${next}-${twoDigits(shown)}`);
  };

  return (
    <Flex gap="1" align="center">
      <chakra.span id={id} srOnly aria-live="polite">
        {formatCalendarDate(month, locale, 'month')}
      </chakra.span>
      <chakra.select
        aria-label={t('shell.calendar.year')}
        value={year}
        onChange={(event) => showYear(Number(event.target.value))}
        {...selectStyle}
      >
        {range(Number(min.slice(0, 4)), Number(max.slice(0, 4))).map((option) => (
          <option key={option} value={option}>
            {formatDay(`${option}-01-01`, locale, { year: 'numeric' })}
          </option>
        ))}
      </chakra.select>
      <chakra.select
        aria-label={t('shell.calendar.month')}
        value={Number(month.slice(5, 7))}
        onChange={(event) => onShow(`${year}-${twoDigits(Number(event.target.value))}`)}
        {...selectStyle}
      >
        {range(firstMonth(year), lastMonth(year)).map((option) => (
          <option key={option} value={option}>
            {formatDay(`2024-${twoDigits(option)}-01`, locale, { month: 'short' })}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}
