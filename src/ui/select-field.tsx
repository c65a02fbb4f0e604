import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldProblem, SelectOptions, type SelectOption } from './field-parts';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  /** An i18n message key, shown under the field and tied to it for screen readers. */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** The forms' select: label above, problem below, like TextField. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  error,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <Box mb={4} minW={0}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        w="full"
        minH="10"
        px={3}
        bg="white"
        border="1px solid"
        borderColor={error ? 'red.500' : 'line'}
        borderRadius="md"
      >
        <SelectOptions options={options} placeholder={placeholder} />
      </chakra.select>
      <FieldProblem id={errorId} message={error && t(error)} />
    </Box>
  );
}
