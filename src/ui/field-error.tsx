import { Text } from '@chakra-ui/react';

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** A field's message, tied to it by aria-describedby; always rendered so screen readers hear it when it changes. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  return (
    <Text
      id={fieldErrorId(fieldId)}
      aria-live="polite"
      color="brand.700"
      fontSize="sm"
      minH={message ? undefined : 0}
      mt={message ? '1' : 0}
    >
      {message}
    </Text>
  );
}

/** The box of a search field (city input, date button): one look, red-bordered while it has a problem. */
export function fieldBoxStyle(hasError: boolean) {
  return {
    w: 'full',
    h: '12',
    px: '3',
    fontSize: 'md',
    fontWeight: 'semibold',
    border: '1px solid',
    borderColor: hasError ? 'brand.600' : 'line',
    borderRadius: 'md',
    bg: 'white',
    textOverflow: 'ellipsis',
  } as const;
}
