import { chakra, Flex, Text } from '@chakra-ui/react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import { formatCalendarDate } from '../../i18n/format';
import { afterNextPaint } from '../after-next-paint';
import { addMonths, firstOfMonth, monthWeeks, movedDay, sameDayIn, weekdayNames } from './calendar-month';

export interface CalendarGridProps {
  locale: Locale;
  /** The chosen day, focused when the calendar opens; while there is none, `openAt` is focused but not marked chosen. */
  value?: string;
  openAt: string;
  isChoosable: (date: string) => boolean;
  onChoose: (date: string) => void;
  /** The month's heading between the arrows; by default its name, e.g. year and month selects for far dates. */
  renderHeading?: (heading: MonthHeading) => ReactNode;
}

/** What a heading needs: the id the grid is labelled by, the month shown, and a way to show another ('YYYY-MM'). */
export interface MonthHeading {
  id: string;
  month: string;
  onShow: (yearMonth: string) => void;
}

const navButton = {
  w: '9',
  h: '9',
  borderRadius: 'full',
  fontSize: 'xl',
  _hover: { bg: 'surface' },
  _disabled: { opacity: 0.3, cursor: 'not-allowed' },
} as const;

// The month's ~50 cells are plain elements styled once here by their attributes: a styled component per cell
// made opening the calendar cost some 100 ms on a slow phone (issue 20).
const gridStyles = {
  '& th': { fontSize: 'xs', color: 'muted', fontWeight: 'normal', pb: '1' },
  '& td': { p: '0.5' },
  '& td button': {
    w: '10',
    h: '10',
    maxW: 'full',
    borderRadius: 'md',
    fontSize: 'sm',
    color: 'ink',
    cursor: 'pointer',
  },
  '& td button[aria-disabled=true]': { color: 'gray.400', cursor: 'not-allowed' },
  '& td button[data-chosen]': { color: 'white', bg: 'brand.600' },
  '& td button:not([aria-disabled]):not([data-chosen]):hover': { bg: 'brand.50' },
} as const;

/** A month grid after the APG date picker dialog: arrows, Home/End, PageUp/PageDown, Enter/Space (Esc is the field's). */
export function CalendarGrid({ locale, value, openAt, isChoosable, onChoose, renderHeading }: CalendarGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Said once for the month, not by each of its days: a translation hook per day made opening slow on a phone.
  const unavailable = t('shell.calendar.unavailable');
  const [focusedDay, setFocusedDay] = useState(value ?? openAt);
  const gridRef = useRef<HTMLTableElement>(null);
  const month = firstOfMonth(focusedDay);
  // One callback for the grid's life, so moving the focus re-renders the two days it touches, not the month.
  const onChooseRef = useRef(onChoose);
  useLayoutEffect(() => {
    onChooseRef.current = onChoose;
  });
  const chooseDay = useCallback((day: string) => onChooseRef.current(day), []);

  const shownRef = useRef(false);
  useEffect(() => {
    // A month chosen in the heading's selects leaves the focus there, so the keyboard can go on choosing.
    if (document.activeElement instanceof HTMLSelectElement) return;
    const focusDay = () => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
    if (shownRef.current) {
      focusDay();
      return;
    }
    shownRef.current = true;
    // The opened calendar paints first and the focus follows: focusing at once made the click wait for the
    // page's extra style and layout passes and its blur handlers before anything showed (issue 30). A focus the
    // traveller moved meanwhile (into a month select) stays where they put it.
    const focusedOnOpen = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focusedOnOpen) focusDay();
    });
  }, [focusedDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = movedDay(focusedDay, event.key);
    if (next) {
      event.preventDefault();
      setFocusedDay(next);
    }
  };
  const showMonth = (months: number) => setFocusedDay(addMonths(focusedDay, months));
  const hasChoosableDay = (monthStart: string) =>
    monthWeeks(monthStart)
      .flat()
      .some((day) => day !== undefined && isChoosable(day));

  return (
    <>
      <Flex align="center" justify="space-between" mb="2">
        <chakra.button
          type="button"
          aria-label={t('shell.calendar.previousMonth')}
          disabled={!hasChoosableDay(addMonths(month, -1))}
          onClick={() => showMonth(-1)}
          {...navButton}
        >
          ‹
        </chakra.button>
        {renderHeading ? (
          renderHeading({
            id: headingId,
            month,
            onShow: (yearMonth) => setFocusedDay(sameDayIn(focusedDay, yearMonth)),
          })
        ) : (
          <Text id={headingId} aria-live="polite" fontWeight="semibold">
            {formatCalendarDate(month, locale, 'month')}
          </Text>
        )}
        <chakra.button
          type="button"
          aria-label={t('shell.calendar.nextMonth')}
          disabled={!hasChoosableDay(addMonths(month, 1))}
          onClick={() => showMonth(1)}
          {...navButton}
        >
          ›
        </chakra.button>
      </Flex>
      <chakra.table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        w="full"
        borderCollapse="collapse"
        textAlign="center"
        css={gridStyles}
      >
        <thead>
          <tr>
            {weekdayNames(locale).map((name, index) => (
              <th key={index} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={day ?? `blank-${column}`} aria-selected={day ? day === value : undefined}>
                  {day && (
                    <DayButton
                      day={day}
                      locale={locale}
                      focused={day === focusedDay}
                      chosen={day === value}
                      choosable={isChoosable(day)}
                      unavailable={unavailable}
                      onChoose={chooseDay}
                      onFocus={setFocusedDay}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <Text fontSize="xs" color="muted" mt="2">
        {t('shell.calendar.keyboardHint')}
      </Text>
    </>
  );
}

interface DayButtonProps {
  day: string;
  locale: Locale;
  focused: boolean;
  chosen: boolean;
  choosable: boolean;
  /** What a day that cannot be chosen adds to its name. */
  unavailable: string;
  onChoose: (date: string) => void;
  onFocus: (date: string) => void;
}

const DayButton = memo(function DayButton({
  day,
  locale,
  focused,
  chosen,
  choosable,
  unavailable,
  onChoose,
  onFocus,
}: DayButtonProps) {
  const fullName = formatCalendarDate(day, locale, 'dayWithWeekday');
  return (
    <button
      type="button"
      data-day={day}
      data-chosen={chosen || undefined}
      tabIndex={focused ? 0 : -1}
      aria-disabled={choosable ? undefined : true}
      aria-label={choosable ? fullName : `${fullName} ${unavailable}`}
      onClick={() => choosable && onChoose(day)}
      onFocus={() => onFocus(day)}
    >
      {Number(day.slice(8))}
    </button>
  );
});
