import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  options: readonly { value: string; label: string }[];
  /** An i18n message key, shown under the field and tied to it for screen readers. */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** The account forms' select: label above, problem below, like their TextField. */
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
      <chakra.label htmlFor={id} display="block" fontSize="sm" mb={1}>
        {label}
      </chakra.label>
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
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
      {error ? (
        <Text id={errorId} color="red.600" fontSize="sm" mt={1}>
          {t(error)}
        </Text>
      ) : null}
    </Box>
  );
}
