import { Text } from '@chakra-ui/react';

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** A field's message, tied to it by aria-describedby; always rendered so screen readers hear it when it changes. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  return (
    <Text id={fieldErrorId(fieldId)} aria-live="polite" color="brand.700" fontSize="sm" minH={message ? undefined : 0} mt={message ? '1' : 0}>
      {message}
    </Text>
  );
}
