import { Box, chakra, Text } from '@chakra-ui/react';
import { FieldLabel } from '../field-parts';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

interface ReadOnlyDateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or '' while there is none yet. */
  value: string;
  /** Where the date comes from, in the reader's language (e.g. "Read from the ID number"). */
  hint: string;
  /** Already in the reader's language. */
  error?: string;
}

/**
 * A date the form shows but does not ask for, because another field holds it (an ID card's birth date):
 * a read-only field, so it is still read out and focusable, with where it comes from under it.
 */
export function ReadOnlyDateField({ id, label, value, hint, error }: ReadOnlyDateFieldProps) {
  const locale = useLocale();
  const noteId = `${id}-${error ? 'error' : 'hint'}`;
  return (
    <Box minW={0}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.input
        id={id}
        readOnly
        value={value ? formatCalendarDate(value, locale, 'day') : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        w="full"
        minH="10"
        px={3}
        border="1px solid"
        borderColor={error ? 'red.500' : 'line'}
        borderRadius="md"
        bg="surface"
      />
      <Text id={noteId} color={error ? 'red.600' : 'fg.muted'} fontSize={error ? 'sm' : 'xs'} mt={1}>
        {error ?? hint}
      </Text>
    </Box>
  );
}
