import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shared look of the wizard's inputs and selects. */
export const fieldControlStyle = { w: 'full', minH: '10', px: 3, border: '1px solid', borderRadius: 'md', bg: 'white' } as const;

interface FormFieldProps {
  id: string;
  label: string;
  /** An i18n key of the field's problem, shown under it and tied to it for screen readers. */
  problem?: string;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; borderColor: string }) => ReactNode;
}

export function FormField({ id, label, problem, children }: FormFieldProps) {
  const { t } = useTranslation();
  const problemId = `${id}-problem`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" mb={1}>
        {label}
      </chakra.label>
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? problemId : undefined, borderColor: problem ? 'red.500' : 'line' })}
      {problem ? (
        <Text id={problemId} color="red.600" fontSize="sm" mt={1}>
          {t(problem)}
        </Text>
      ) : null}
    </Box>
  );
}

export function TextInput({ id, label, problem, value, onChange, type = 'text', autoComplete }: { id: string; label: string; problem?: string; value: string; onChange: (value: string) => void; type?: string; autoComplete?: string }) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => <chakra.input {...fieldControlStyle} {...control} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

export function SelectInput({ id, label, problem, value, onChange, options }: { id: string; label: string; problem?: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <chakra.select {...fieldControlStyle} {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </chakra.select>
      )}
    </FormField>
  );
}
