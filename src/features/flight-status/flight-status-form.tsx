import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { FieldLabel } from '../../ui/field-parts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_DAYS_AHEAD, STATUS_DAYS_BACK } from '../../../contract/calls/flight-status';
import { pickLocale } from '../../../contract/localized-text';
import { systemInitQueryOptions } from '../../api/airports';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { DateInput } from '../../ui/date-picker/date-input';
import { useLocaleParam } from '../../ui/locale-link';
import type { FlightStatusSearch } from './flight-status-search-params';

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** The browser's calendar day moved by whole days: yesterday, today, tomorrow. */
export function dayFromToday(offset: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

const inputStyle = {
  w: 'full',
  minH: '10',
  px: 3,
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'white',
} as const;

function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Box flex="1" minW="9rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {error ? (
        <Text id={`${id}-error`} color="brand.700" fontSize="sm" mt={1}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** Flight status search: by flight number or by route, for yesterday through the days on sale. */
export function FlightStatusForm({
  initial,
  idPrefix = 'status',
}: {
  initial?: Partial<FlightStatusSearch>;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const airports = useQuery(systemInitQueryOptions()).data?.airports ?? [];
  const [by, setBy] = useState<'number' | 'route'>(initial?.dep ? 'route' : 'number');
  const [flightNo, setFlightNo] = useState(initial?.flightNo ?? '');
  const [dep, setDep] = useState(initial?.dep ?? '');
  const [arr, setArr] = useState(initial?.arr ?? '');
  const [date, setDate] = useState(initial?.date || dayFromToday(0));
  const [errors, setErrors] = useState<{ flightNo?: string; dep?: string; arr?: string }>({});
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = flightNo.trim().toUpperCase();
    const found =
      by === 'number'
        ? { flightNo: /^[A-Z0-9]{2}\d{1,4}$/.test(number) ? undefined : t('flightStatus.errors.flightNo') }
        : {
            dep: dep ? undefined : t('flightStatus.errors.city'),
            arr: arr ? undefined : t('flightStatus.errors.city'),
          };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const search = by === 'number' ? { flightNo: number, date } : { dep, arr, date };
    void navigate({ to: '/{-$locale}/flightStatus', params: localeParam, search: search as never });
  };

  const cityOptions = airports.map((airport) => (
    <option key={airport.code} value={airport.code}>
      {pickLocale(airport.cityName, locale)} {airport.code}
    </option>
  ));
  const quickDays = [
    [-1, 'yesterday'],
    [0, 'today'],
    [1, 'tomorrow'],
  ] as const;

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t('flightStatus.search.heading')}>
      <Stack gap={3}>
        <Flex as="fieldset" gap={4} borderWidth={0} p={0} m={0} wrap="wrap">
          <chakra.legend srOnly>{t('flightStatus.search.heading')}</chakra.legend>
          {(['number', 'route'] as const).map((choice) => (
            <chakra.label key={choice} display="inline-flex" gap={2} alignItems="center" minH="10">
              <input
                type="radio"
                name={id('by')}
                value={choice}
                checked={by === choice}
                onChange={() => setBy(choice)}
              />
              {t(choice === 'number' ? 'flightStatus.search.byNumber' : 'flightStatus.search.byRoute')}
            </chakra.label>
          ))}
        </Flex>
        <Flex gap={3} wrap="wrap" align="flex-start">
          {by === 'number' ? (
            <Labelled id={id('flightNo')} label={t('flightStatus.search.flightNo')} error={errors.flightNo}>
              <chakra.input
                id={id('flightNo')}
                value={flightNo}
                onChange={(event) => setFlightNo(event.target.value)}
                autoCapitalize="characters"
                aria-invalid={errors.flightNo ? true : undefined}
                aria-describedby={errors.flightNo ? `${id('flightNo')}-error` : undefined}
                {...inputStyle}
              />
            </Labelled>
          ) : (
            <>
              <Labelled id={id('dep')} label={t('flightStatus.search.origin')} error={errors.dep}>
                <chakra.select
                  id={id('dep')}
                  value={dep}
                  onChange={(event) => setDep(event.target.value)}
                  aria-invalid={errors.dep ? true : undefined}
                  aria-describedby={errors.dep ? `${id('dep')}-error` : undefined}
                  {...inputStyle}
                >
                  <option value="">—</option>
                  {cityOptions}
                </chakra.select>
              </Labelled>
              <Labelled id={id('arr')} label={t('flightStatus.search.destination')} error={errors.arr}>
                <chakra.select
                  id={id('arr')}
                  value={arr}
                  onChange={(event) => setArr(event.target.value)}
                  aria-invalid={errors.arr ? true : undefined}
                  aria-describedby={errors.arr ? `${id('arr')}-error` : undefined}
                  {...inputStyle}
                >
                  <option value="">—</option>
                  {cityOptions}
                </chakra.select>
              </Labelled>
            </>
          )}
          <Box flex="1" minW="9rem">
            <DateInput
              id={id('date')}
              label={t('flightStatus.search.date')}
              value={date}
              min={dayFromToday(-STATUS_DAYS_BACK)}
              max={dayFromToday(STATUS_DAYS_AHEAD)}
              onValueChange={setDate}
            />
          </Box>
        </Flex>
        <Flex gap={2} wrap="wrap" align="center">
          {quickDays.map(([offset, key]) => (
            <ActionButton
              key={key}
              type="button"
              variant="secondary"
              aria-pressed={date === dayFromToday(offset)}
              onClick={() => setDate(dayFromToday(offset))}
            >
              {t(`flightStatus.search.${key}`)}
            </ActionButton>
          ))}
          <ActionButton type="submit">{t('flightStatus.search.submit')}</ActionButton>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
