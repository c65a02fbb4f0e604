import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { FormRefusal } from './text-field';

/** What the frame needs of a useSchemaForm: the server's refusal, whether a send is under way, and submit. */
export interface SubmittableForm<Payload> {
  refusal: string;
  busy: boolean;
  submit(send: (payload: Payload) => Promise<void>): Promise<void>;
}

export interface SchemaFormFrameProps<Payload> extends Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'> {
  form: SubmittableForm<Payload>;
  /** Sends the payload the form's schema accepted; a refusal it throws is shown above the fields. */
  onValid(payload: Payload): Promise<unknown>;
  submitLabel: string;
  submitVariant?: 'primary' | 'secondary';
  /** What stands above the refusal: a title, a hint. */
  head?: ReactNode;
  children: ReactNode;
}

/**
 * A form that validates with its call's schema and has one full-width submit button: the head, the server's
 * refusal, the fields, then the button (disabled while the form sends).
 */
export function SchemaFormFrame<Payload>({
  form,
  onValid,
  submitLabel,
  submitVariant,
  head,
  children,
  ...style
}: SchemaFormFrameProps<Payload>) {
  return (
    <chakra.form
      {...style}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (payload) => void (await onValid(payload)));
      }}
    >
      {head}
      <FormRefusal message={form.refusal} />
      {children}
      <ActionButton type="submit" w="full" variant={submitVariant} disabled={form.busy}>
        {submitLabel}
      </ActionButton>
    </chakra.form>
  );
}
