import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** An i18n message key. */
  error?: string;
  hint?: string;
}

function FieldMessages({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <Text id={`${id}-hint`} fontSize="xs" color="muted" mt={1}>
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} color="red.600" fontSize="sm" mt={1}>
          {t(error)}
        </Text>
      ) : null}
    </>
  );
}

const describedBy = ({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function SelectField({ options, ...props }: FieldProps & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Box mb={4}>
      <chakra.label htmlFor={props.id} display="block" fontSize="sm" mb={1}>
        {props.label}
      </chakra.label>
      <chakra.select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        w="full"
        minH="10"
        px={2}
        borderWidth="1px"
        borderColor={props.error ? 'red.500' : 'line'}
        borderRadius="md"
        bg="white"
      >
        <option value="">{t('feedback.form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
      <FieldMessages {...props} />
    </Box>
  );
}

export function TextAreaField({ maxLength, ...props }: FieldProps & { maxLength: number }) {
  return (
    <Box mb={4}>
      <chakra.label htmlFor={props.id} display="block" fontSize="sm" mb={1}>
        {props.label}
      </chakra.label>
      <chakra.textarea
        id={props.id}
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        maxLength={maxLength}
        rows={6}
        w="full"
        p={3}
        borderWidth="1px"
        borderColor={props.error ? 'red.500' : 'line'}
        borderRadius="md"
      />
      <FieldMessages {...props} />
    </Box>
  );
}
