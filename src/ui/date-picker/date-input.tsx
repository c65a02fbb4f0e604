import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { localDay } from '../local-day';
import { addMonths, clampDay } from './calendar-month';
import { DateField } from './date-field';
import { MonthYearSelects } from './month-year-selects';

export interface DateInputProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or '' while no day is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  /** The first and last days that may be chosen, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Already in the reader's language; shown under the field and tied to it for screen readers. */
  error?: string;
  /** The field may be left empty: the calendar offers to clear it. */
  clearable?: boolean;
}

// A native date field takes any year; the year select needs ends. A birth date 120 years back and a document
// valid 30 years ahead are the farthest any form here asks for.
const YEARS_BACK = 120;
const YEARS_AHEAD = 30;

/** A form's date field: the site's calendar in the page's language, with year and month selects; the value stays 'YYYY-MM-DD'. */
export function DateInput({ id, label, value, onValueChange, min, max, error, clearable }: DateInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Today as the field first showed: a form left open past midnight keeps its bounds until it is shown again.
  const [today] = useState(() => localDay(Date.now()));
  const first = min ?? addMonths(today, -12 * YEARS_BACK);
  const last = max ?? addMonths(today, 12 * YEARS_AHEAD);

  return (
    <DateField
      id={id}
      label={label}
      locale={locale}
      value={value || undefined}
      placeholder={t('shell.calendar.choose')}
      openAt={clampDay(today, first, last)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChoose={(date) => {
        onValueChange(date);
        setOpen(false);
      }}
      isChoosable={(date) => date >= first && date <= last}
      error={error}
      variant="form"
      formatValue={(date) => formatCalendarDate(date, locale, 'day')}
      renderHeading={(heading) => <MonthYearSelects {...heading} locale={locale} min={first} max={last} />}
      onClear={clearable ? () => onValueChange('') : undefined}
    />
  );
}
