import { Box, chakra, Text } from '@chakra-ui/react';
import { FieldLabel, FieldProblem, SelectOptions } from '../../../ui/field-parts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from './passenger-draft';

const controlStyle = { w: 'full', minH: '10', px: 3, border: '1px solid', borderRadius: 'md', bg: 'white' } as const;

interface FieldProps {
  id: string;
  label: string;
  problem?: Problem;
  hint?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    borderColor: string;
  }) => ReactNode;
}

/** A label above its control and the problem (in the user's language) under it, tied for screen readers. */
export function Field({ id, label, problem, hint, children }: FieldProps) {
  const { t } = useTranslation();
  const describedBy = [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Box minW={0}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy,
        borderColor: problem ? 'red.500' : 'line',
      })}
      {hint && !problem ? (
        <Text id={`${id}-hint`} color="fg.muted" fontSize="xs" mt={1}>
          {hint}
        </Text>
      ) : null}
      <FieldProblem id={`${id}-problem`} message={problem && t(problem.key, problem.params)} />
    </Box>
  );
}

/** What the text and select fields both take: the control's id and label, its value and changes, its problem. */
interface ControlProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  problem?: Problem;
}

interface TextFieldProps extends ControlProps {
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  problem,
  hint,
  type = 'text',
  autoComplete = 'off',
  inputMode,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} problem={problem} hint={hint}>
      {(control) => (
        <chakra.input
          {...controlStyle}
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps extends ControlProps {
  options: readonly { value: string; label: string }[];
  /** Shown first with an empty value while nothing is chosen. */
  placeholder?: string;
}

export function SelectField({ id, label, value, onChange, onBlur, problem, options, placeholder }: SelectFieldProps) {
  return (
    <Field id={id} label={label} problem={problem}>
      {(control) => (
        <chakra.select
          {...controlStyle}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <SelectOptions options={options} placeholder={placeholder} />
        </chakra.select>
      )}
    </Field>
  );
}
