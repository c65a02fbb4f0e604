import type { FieldErrors } from './schema-form';
import { TextField, type TextFieldProps } from './text-field';

/** The fields of a form's values a text input can show: text, or a number typed as text. */
type TextKeys<Values> = {
  [Key in keyof Values]-?: Values[Key] extends string | number | null | undefined ? Key : never;
}[keyof Values] &
  string;

interface FormTextFieldProps<Values> extends Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'error' | 'form' | 'name'
> {
  /** A form from useSchemaForm. */
  form: { values: Values; errors: FieldErrors; setField(name: keyof Values & string, value: unknown): void };
  name: TextKeys<Values>;
  /** Drops the spaces around what is typed or pasted (mobiles, codes, e-mails). */
  trim?: boolean;
}

/** A text field showing one field of a schema form: its value, what typing sets, and its problem. */
export function FormTextField<Values>({ form, name, trim, ...fieldProps }: FormTextFieldProps<Values>) {
  return (
    <TextField
      value={String(form.values[name] ?? '')}
      onValueChange={(value) => form.setField(name, trim ? value.trim() : value)}
      error={form.errors[name]}
      {...fieldProps}
    />
  );
}

type PresetFieldProps<Values> = Omit<FormTextFieldProps<Values>, 'trim' | 'inputMode' | 'autoComplete'>;

/** A mobile number: the number pad, the browser's saved number offered, spaces around it dropped. */
export function FormMobileField<Values>(props: PresetFieldProps<Values>) {
  return <FormTextField trim inputMode="numeric" autoComplete="tel" {...props} />;
}

/** An SMS code: the number pad, the code offered from the arriving message where the phone can, spaces dropped. */
export function FormCheckCodeField<Values>(props: PresetFieldProps<Values>) {
  return <FormTextField trim inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
