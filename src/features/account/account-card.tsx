import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The box every account form sits in, with an optional heading. */
export function AccountCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box maxW="420px" mx="auto" p={6} border="1px solid" borderColor="line" borderRadius="lg" bg="white">
      {title ? (
        <chakra.h2 fontSize="lg" fontWeight="bold" mb={4}>
          {title}
        </chakra.h2>
      ) : null}
      {children}
    </Box>
  );
}

/** A checkbox with its label and its problem (an i18n message key already translated by the caller). */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}) {
  return (
    <Box mb={4}>
      <chakra.label htmlFor={id} display="flex" gap={2} alignItems="center" fontSize="sm">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label}
      </chakra.label>
      {error ? (
        <chakra.p id={`${id}-error`} color="red.600" fontSize="sm" mt={1}>
          {error}
        </chakra.p>
      ) : null}
    </Box>
  );
}
