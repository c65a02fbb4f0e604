import { useState } from 'react';
import type * as z from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message key per field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's values, field problems (i18n keys) and the server's refusal, validated with the call's own
 * schema: bad input never reaches the server.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  initial: z.input<Schema>,
  /** Turns what the fields hold into the payload before parsing, e.g. empty optional fields into absent ones. */
  prepare: (values: z.input<Schema>) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const setField = (name: keyof z.input<Schema> & string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  /** Validates, then runs `send` with the parsed payload; a thrown error's message becomes the refusal. */
  const submit = async (send: (payload: z.output<Schema>) => Promise<void>) => {
    setRefusal('');
    const parsed = schema.safeParse(prepare(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, refusal, busy, setField, setErrors, setRefusal, submit };
}
