import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PassengerCounts, type PassengerKind } from '../../../../contract/first-load/flight-search-rules';
import { passengerLimits } from '../../../../contract/first-load/flight-search-draft';
import { FieldError, fieldErrorId } from '../../../ui/field-error';

export interface PassengerCountsProps {
  id: string;
  counts: PassengerCounts;
  onChange: (kind: PassengerKind, count: number) => void;
  error?: string;
}

const KINDS: PassengerKind[] = ['adults', 'children', 'infants'];

const stepButton = {
  type: 'button',
  w: '8',
  h: '8',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'line',
  fontSize: 'lg',
  lineHeight: 1,
  _hover: { borderColor: 'brand.600' },
  _disabled: { opacity: 0.35, cursor: 'not-allowed', _hover: { borderColor: 'line' } },
} as const;

/**
 * Steppers for adults, children and infants; a button is disabled when its step would break a rule. Memoised:
 * opening a date picker leaves the counts as they were, and re-drawing a dozen styled steppers slowed the click.
 */
export const PassengerCountsField = memo(function PassengerCountsField({
  id,
  counts,
  onChange,
  error,
}: PassengerCountsProps) {
  const { t } = useTranslation();
  const limits = passengerLimits(counts);
  return (
    <chakra.fieldset
      id={id}
      border="0"
      p="0"
      m="0"
      minW={0}
      aria-describedby={`${id}-rule ${error ? fieldErrorId(id) : ''}`.trim()}
    >
      <chakra.legend fontSize="sm" color="muted" mb="1" p="0">
        {t('home.search.passengers')}
      </chakra.legend>
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        {KINDS.map((kind) => {
          const name = t(`home.search.${kind}`);
          const count = counts[kind];
          return (
            <Stack key={kind} gap="1" minW={0}>
              <Box>
                <Text fontWeight="medium" id={`${id}-${kind}`}>
                  {name}
                </Text>
                <Text fontSize="xs" color="muted" lineClamp={1}>
                  {t(`home.search.${kind}Hint`)}
                </Text>
              </Box>
              <Flex align="center" gap="2">
                <chakra.button
                  {...stepButton}
                  aria-label={t('home.search.decrease', { kind: name })}
                  disabled={count <= limits[kind].min}
                  onClick={() => onChange(kind, count - 1)}
                >
                  −
                </chakra.button>
                <chakra.output
                  aria-labelledby={`${id}-${kind}`}
                  aria-live="polite"
                  minW="4"
                  textAlign="center"
                  fontWeight="semibold"
                >
                  {count}
                </chakra.output>
                <chakra.button
                  {...stepButton}
                  aria-label={t('home.search.increase', { kind: name })}
                  disabled={count >= limits[kind].max}
                  onClick={() => onChange(kind, count + 1)}
                >
                  +
                </chakra.button>
              </Flex>
            </Stack>
          );
        })}
      </Grid>
      <Text id={`${id}-rule`} fontSize="xs" color="muted" mt="1">
        {t('home.search.infantRule')}
      </Text>
      <FieldError fieldId={id} message={error} />
    </chakra.fieldset>
  );
});
