import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FareDay } from '../../../../contract/calls/flights';
import type { Locale } from '../../../../contract/locales';
import { fareCalendarQueryOptions } from '../../../api/fare-calendar';
import { RoundSymbolButton } from '../../../ui/round-symbol-button';
import { useCityName } from './city-names';
import { formatCalendarDate } from '../../../i18n/format';

export interface FareMonthCalendarProps {
  origin: string;
  destination: string;
  /** 'YYYY-MM' */
  month: string;
  seats: number;
  locale: Locale;
  onMonthChange: (month: string) => void;
  onPickDay: (date: string) => void;
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, monthNumber! - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The month's days in weeks from Monday, with blanks before the 1st and after the last day. */
export function monthWeeks(days: readonly FareDay[]): (FareDay | undefined)[][] {
  if (days.length === 0) return [];
  const lead = (new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (FareDay | undefined)[] = [...Array.from({ length: lead }, () => undefined), ...days];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** /queryFlight/priceDate: a month of lowest fares; a day with a fare opens that day's results. */
export function FareMonthCalendar({
  origin,
  destination,
  month,
  seats,
  locale,
  onMonthChange,
  onPickDay,
}: FareMonthCalendarProps) {
  const { t } = useTranslation();
  const calendar = useQuery(fareCalendarQueryOptions({ origin, destination, month, seats }));
  const cityName = useCityName(locale);
  const monthName = formatCalendarDate(`${month}-01`, locale, 'month');
  // 2024-01-01 was a Monday: seven days from it name the weekday columns in the page's language.
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    formatCalendarDate(`2024-01-0${index + 1}`, locale, 'weekday'),
  );
  const statusOf = (day: FareDay) =>
    day.status === 'available' ? t('search.price.cash', { amount: day.lowestPrice }) : t(`search.strip.${day.status}`);
  const navButton = (by: number, label: string, symbol: string) => (
    <RoundSymbolButton label={label} onClick={() => onMonthChange(shiftMonth(month, by))}>
      {symbol}
    </RoundSymbolButton>
  );
  return (
    <Box as="section" aria-labelledby="fare-month-heading">
      <Flex align="center" justify="space-between" mb="3">
        {navButton(-1, t('search.calendar.previous'), '‹')}
        <chakra.h2 id="fare-month-heading" fontSize="lg" fontWeight="bold" aria-live="polite">
          {t('search.calendar.label', { month: monthName })}
        </chakra.h2>
        {navButton(1, t('search.calendar.next'), '›')}
      </Flex>
      <Text textAlign="center" color="muted" mb="2">
        {cityName(origin)} → {cityName(destination)}
      </Text>
      {calendar.isPending && <Text role="status">{t('search.calendar.loading')}</Text>}
      {calendar.isError && <Text role="status">{t('search.calendar.failed')}</Text>}
      {calendar.data && (
        <chakra.table w="full" tableLayout="fixed" borderCollapse="separate" borderSpacing="1">
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <chakra.th key={weekday} scope="col" fontSize="sm" fontWeight="medium" color="muted" py="1">
                  {weekday}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(calendar.data.days).map((week, index) => (
              <tr key={index}>
                {week.map((day, column) => (
                  <chakra.td key={day?.date ?? `blank-${column}`} p="0" verticalAlign="top">
                    {day && (
                      <chakra.button
                        type="button"
                        w="full"
                        minH={{ base: '14', md: '16' }}
                        borderRadius="md"
                        border="1px solid"
                        borderColor="line"
                        bg={day.status === 'available' ? 'white' : 'surface'}
                        disabled={day.status !== 'available'}
                        onClick={() => onPickDay(day.date)}
                        _hover={{ _enabled: { borderColor: 'brand.600' } }}
                        _disabled={{ color: 'muted', cursor: 'default' }}
                      >
                        {/* Read out as its full date, shown as the day's number: with no aria-label, the name
                            holds every word the button shows (WCAG's label in name). */}
                        <chakra.span srOnly>{`${formatCalendarDate(day.date, locale, 'dayWithWeekday')} `}</chakra.span>
                        <Text aria-hidden="true" fontSize="sm">
                          {Number(day.date.slice(8))}
                        </Text>
                        <Text
                          fontSize={{ base: '2xs', md: 'xs' }}
                          fontWeight={day.status === 'available' ? 'bold' : 'normal'}
                          color={day.status === 'available' ? 'brand.600' : 'muted'}
                          lineClamp={1}
                        >
                          {day.status === 'outsideWindow' ? '' : statusOf(day)}
                        </Text>
                      </chakra.button>
                    )}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </Box>
  );
}
