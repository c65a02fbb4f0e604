import { Box, chakra, Text } from '@chakra-ui/react';
import { FieldLabel, FieldProblem } from './field-parts';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a labelled text field shows and reports: its id and label, its value and changes, its problem and help. */
export interface LabelledFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** An i18n message key, shown under the field and tied to it for screen readers. */
  error?: string;
  /** A short help text under the field (already translated), tied to it for screen readers. */
  hint?: string;
}

export interface TextFieldProps
  extends Omit<ComponentProps<typeof chakra.input>, 'onChange' | keyof LabelledFieldProps>, LabelledFieldProps {
  /** Something beside the input, e.g. the send-code button. */
  addon?: ReactNode;
  /** 'row': one of several fields side by side in a wrapping row (each at least 12rem, sharing the width). */
  layout?: 'stacked' | 'row';
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  addon,
  layout = 'stacked',
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const placement = layout === 'row' ? { flex: '1', minW: '12rem' } : { mb: 4 };
  return (
    <Box {...placement}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {/* The addon (a send-code button) drops under the field when both do not fit, as on a phone. */}
      <Box display="flex" flexWrap="wrap" gap={2}>
        <chakra.input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          flex="1 1 10rem"
          minW={0}
          minH="10"
          px={3}
          border="1px solid"
          borderColor={error ? 'red.500' : 'line'}
          borderRadius="md"
          {...inputProps}
        />
        {addon}
      </Box>
      {hint ? (
        <Text id={hintId} color="muted" fontSize="xs" mt={1}>
          {hint}
        </Text>
      ) : null}
      <FieldProblem id={errorId} message={error && t(error)} />
    </Box>
  );
}

/** The server's refusal of a whole form, announced when it appears. */
export function FormRefusal({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.600" fontSize="sm" mb={3}>
      {message}
    </Text>
  );
}
