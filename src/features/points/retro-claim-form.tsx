import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { FieldLabel } from '../../ui/field-parts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retroClaimSchema, type RetroClaimInput } from '../../../contract/points/point-calls';
import { ActionButton } from '../../ui/action-button';
import { DateInput } from '../../ui/date-picker/date-input';
import { fileRetroClaim } from './points-api';

type FieldName = keyof RetroClaimInput;
type TextFieldName = Exclude<FieldName, 'flightDate'>;
const EMPTY: RetroClaimInput = { ticketNo: '', flightNo: '', cabin: '', origin: '', destination: '', flightDate: '' };
const TEXT_FIELDS: { name: TextFieldName; inputMode?: 'numeric'; maxLength?: number; upper?: boolean }[] = [
  { name: 'ticketNo', inputMode: 'numeric', maxLength: 13 },
  { name: 'flightNo', maxLength: 6, upper: true },
  { name: 'cabin', maxLength: 1, upper: true },
  { name: 'origin', maxLength: 3, upper: true },
  { name: 'destination', maxLength: 3, upper: true },
];

/** The spec 3 point-add form, checked with the call's own schema (spec 5's messages) before it is sent. */
export function RetroClaimForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<{ kind: 'approved' | 'refused'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = retroClaimSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const claim = await fileRetroClaim(values);
      setOutcome({ kind: 'approved', text: t('points.retro.approved', { points: claim.points }) });
      setValues(EMPTY);
    } catch (error) {
      setOutcome({ kind: 'refused', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['points'] });
    }
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby="retro-form-title"
      borderWidth="1px"
      borderColor="line"
      borderRadius="lg"
      p={4}
    >
      <chakra.h2 id="retro-form-title" fontWeight="bold" fontSize="lg" mb={3}>
        {t('points.retro.formTitle')}
      </chakra.h2>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        {TEXT_FIELDS.map((field) => {
          const id = `retro-${field.name}`;
          const error = errors[field.name];
          return (
            <Box key={field.name}>
              <FieldLabel htmlFor={id}>{t(`points.retro.field.${field.name}`)}</FieldLabel>
              <chakra.input
                id={id}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    [field.name]: field.upper ? event.target.value.toUpperCase() : event.target.value,
                  }))
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                w="full"
                minH="10"
                px={3}
                borderWidth="1px"
                borderColor={error ? 'brand.600' : 'line'}
                borderRadius="md"
              />
              {error ? (
                <Text id={`${id}-error`} color="brand.700" fontSize="sm" mt={1}>
                  {t(error)}
                </Text>
              ) : null}
            </Box>
          );
        })}
        <DateInput
          id="retro-flightDate"
          label={t('points.retro.field.flightDate')}
          value={values.flightDate}
          onValueChange={(flightDate) => setValues((current) => ({ ...current, flightDate }))}
          error={errors.flightDate && t(errors.flightDate)}
        />
      </SimpleGrid>
      {outcome ? (
        <Text
          role={outcome.kind === 'approved' ? 'status' : 'alert'}
          color={outcome.kind === 'approved' ? 'green.700' : 'brand.700'}
          mt={3}
        >
          {outcome.text}
        </Text>
      ) : null}
      <ActionButton type="submit" disabled={busy} mt={4}>
        {t('points.retro.submit')}
      </ActionButton>
    </chakra.form>
  );
}
