import { Box, chakra, Text } from '@chakra-ui/react';
import { FieldLabel, FieldProblem, SelectOptions } from '../../../ui/field-parts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelledFieldProps } from '../../../ui/text-field';

function FieldMessages({ id, error, hint }: Pick<LabelledFieldProps, 'id' | 'error' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <Text id={`${id}-hint`} fontSize="xs" color="muted" mt={1}>
          {hint}
        </Text>
      ) : null}
      <FieldProblem id={`${id}-error`} message={error && t(error)} />
    </>
  );
}

/** The label, the control and its messages; the control gets what every control here shares. */
function LabelledField({
  children,
  ...props
}: LabelledFieldProps & { children(shared: ReturnType<typeof sharedControlProps>): ReactNode }) {
  return (
    <Box mb={4}>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      {children(sharedControlProps(props))}
      <FieldMessages {...props} />
    </Box>
  );
}

/** The value, its change, its problem for screen readers and the eye, and the box around it. */
function sharedControlProps({ id, value, onValueChange, error, hint }: LabelledFieldProps) {
  return {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    w: 'full',
    borderWidth: '1px',
    borderColor: error ? 'red.500' : 'line',
    borderRadius: 'md',
  };
}

export function SelectField({
  options,
  ...props
}: LabelledFieldProps & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <LabelledField {...props}>
      {(shared) => (
        <chakra.select {...shared} minH="10" px={2} bg="white">
          <SelectOptions options={options} placeholder={t('feedback.form.choose')} />
        </chakra.select>
      )}
    </LabelledField>
  );
}

export function TextAreaField({ maxLength, ...props }: LabelledFieldProps & { maxLength: number }) {
  return (
    <LabelledField {...props}>
      {(shared) => <chakra.textarea {...shared} maxLength={maxLength} rows={6} p={3} />}
    </LabelledField>
  );
}
