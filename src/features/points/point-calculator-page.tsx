import { Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldLabel } from '../../ui/field-parts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accrualStandardPayload, accureStandardCall, exchangeStandardCall } from '../../../contract/points/point-calls';
import { flightPoints, MEMBER_TIERS, type MemberTier } from '../../../contract/points/tiers';
import { request } from '../../api/request';
import { ActionButton } from '../../ui/action-button';
import { usePointsNumber } from './points-number';

interface Route {
  origin: string;
  destination: string;
}

/** /member/pointCalculator (open to visitors): points a flight earns, and points an award ticket costs. */
export function PointCalculatorPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ origin: '', destination: '' });
  const [route, setRoute] = useState<Route | null>(null);
  const [error, setError] = useState('');
  const [bookingClass, setBookingClass] = useState('Y');
  const [tier, setTier] = useState<MemberTier>('ordinary');
  const number = usePointsNumber();
  const standard = useQuery({
    queryKey: ['points', 'accrualStandard', route],
    queryFn: ({ signal }) => request(accureStandardCall, route ?? {}, { signal }),
  });
  const awards = useQuery({
    queryKey: ['points', 'exchangeStandard', route],
    enabled: route !== null,
    queryFn: ({ signal }) => request(exchangeStandardCall, route!, { signal }),
  });

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accrualStandardPayload.required().safeParse(draft);
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) setRoute(parsed.data);
  };
  const rate = standard.data?.rates.find((each) => each.bookingClass === bookingClass)?.ratePercent ?? 0;
  const mileage = route ? standard.data?.standardMileage : undefined;
  const earned = mileage ? flightPoints(mileage, rate, tier) : null;
  const select = { minH: '10', px: 2, borderWidth: '1px', borderColor: 'line', borderRadius: 'md', w: 'full' } as const;

  return (
    <Stack gap={5}>
      <chakra.form onSubmit={calculate} noValidate borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={3} alignItems="end">
          {(['origin', 'destination'] as const).map((field) => (
            <LabelledControl key={field} htmlFor={`calc-${field}`} label={t(`points.retro.field.${field}`)}>
              <chakra.input
                id={`calc-${field}`}
                maxLength={3}
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value.toUpperCase() })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'calc-error' : undefined}
                {...select}
                px={3}
              />
            </LabelledControl>
          ))}
          <LabelledControl htmlFor="calc-class" label={t('points.calculator.bookingClass')}>
            <chakra.select
              id="calc-class"
              value={bookingClass}
              onChange={(event) => setBookingClass(event.target.value)}
              {...select}
            >
              {standard.data?.rates.map((each) => (
                <option key={each.bookingClass} value={each.bookingClass}>
                  {t('points.calculator.classOption', {
                    bookingClass: each.bookingClass,
                    cabin: t(`points.calculator.cabin.${each.cabinClass}`),
                    rate: each.ratePercent,
                  })}
                </option>
              ))}
            </chakra.select>
          </LabelledControl>
          <LabelledControl htmlFor="calc-tier" label={t('points.calculator.tier')}>
            <chakra.select
              id="calc-tier"
              value={tier}
              onChange={(event) => setTier(event.target.value as MemberTier)}
              {...select}
            >
              {MEMBER_TIERS.map((each) => (
                <option key={each} value={each}>
                  {t(`lookups.memberTier.${each}`)}
                </option>
              ))}
            </chakra.select>
          </LabelledControl>
        </SimpleGrid>
        {error ? (
          <Text id="calc-error" role="alert" color="brand.700" fontSize="sm" mt={2}>
            {t(error)}
          </Text>
        ) : null}
        <ActionButton type="submit" mt={4}>
          {t('points.calculator.calculate')}
        </ActionButton>
      </chakra.form>
      {route && standard.data && !mileage ? <Text role="alert">{t('points.calculator.noRoute')}</Text> : null}
      {earned && mileage ? (
        <Box as="section" aria-labelledby="calc-earn-title" role="status">
          <chakra.h2 id="calc-earn-title" fontWeight="bold" fontSize="lg">
            {t('points.calculator.earnTitle')}
          </chakra.h2>
          <Text>
            {t('points.calculator.earned', {
              mileage: number(mileage),
              reward: number(earned.rewardPoints),
              extra: number(earned.extraPoints),
              total: number(earned.rewardPoints + earned.extraPoints),
            })}
          </Text>
        </Box>
      ) : null}
      {awards.data?.length ? (
        <Box as="section" aria-labelledby="calc-award-title">
          <chakra.h2 id="calc-award-title" fontWeight="bold" fontSize="lg">
            {t('points.calculator.awardTitle')}
          </chakra.h2>
          {awards.data.map((award) => (
            <Text key={award.cabinClass}>
              {t('points.calculator.award', {
                cabin: t(`points.calculator.cabin.${award.cabinClass}`),
                points: number(award.points),
              })}
            </Text>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

/** A field of the calculator: its label above the control it names (the control carries the id). */
function LabelledControl({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <Box>
      <FieldLabel htmlFor={htmlFor}>{label}</FieldLabel>
      {children}
    </Box>
  );
}
