import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { ActionButton } from '../../../ui/action-button';
import { useSchemaForm } from '../../../ui/schema-form';
import { FormRefusal, TextField } from '../../../ui/text-field';

type LookupSchema<Number extends string> = z.ZodType<
  Record<Number | 'passengerName', string>,
  Record<Number | 'passengerName', string>
>;

/**
 * A lookup by a number a stranger could guess, so always with the passenger's name as ticketed: both checked
 * with the call's own schema before anything is sent; the server's refusal shows under the fields.
 */
export function NumberNameLookup<Number extends string>({
  id,
  schema,
  numberField,
  numberLabel,
  heading,
  intro,
  onFound,
}: {
  id: string;
  schema: LookupSchema<Number>;
  numberField: Number;
  numberLabel: string;
  heading: string;
  intro: string;
  onFound: (payload: Record<Number | 'passengerName', string>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(schema, { [numberField]: '', passengerName: '' } as Record<
    Number | 'passengerName',
    string
  >);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(onFound);
  };
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} maxW="2xl">
      <Stack gap={1}>
        <Text as="h2" id={`${id}-heading`} fontWeight="bold" fontSize="lg">
          {heading}
        </Text>
        <Text color="muted" fontSize="sm" mb={3}>
          {intro}
        </Text>
        <Flex gap={3} wrap="wrap">
          <TextField
            id={`${id}-number`}
            layout="row"
            label={numberLabel}
            value={form.values[numberField]}
            onValueChange={(value) => form.setField(numberField, value)}
            error={form.errors[numberField]}
            autoComplete="off"
          />
          <TextField
            id={`${id}-name`}
            layout="row"
            label={t('ancillaries.lookup.passengerName')}
            value={form.values.passengerName}
            onValueChange={(value) => form.setField('passengerName', value)}
            error={form.errors.passengerName}
            autoComplete="off"
          />
        </Flex>
        <FormRefusal message={form.refusal} />
        <ActionButton type="submit" disabled={form.busy} alignSelf="flex-start" mt={2}>
          {form.busy ? t('ancillaries.lookup.searching') : t('ancillaries.lookup.search')}
        </ActionButton>
      </Stack>
    </chakra.form>
  );
}
