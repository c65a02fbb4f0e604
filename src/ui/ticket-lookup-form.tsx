import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type * as z from 'zod';
import { ActionButton } from './action-button';
import { useSchemaForm } from './schema-form';
import { FormRefusal, TextField } from './text-field';

/** One input of a lookup: `name` is its key in the payload, `id` its element id (pages and tests find it by it). */
export interface LookupField {
  name: string;
  id: string;
  label: string;
  hint?: string;
  inputMode?: 'numeric';
  autoComplete?: string;
  maxLength?: number;
}

/** Radio options that swap the first field, e.g. the ticket number or the document number; what was typed stays. */
export interface LookupChoice {
  /** The radio group's name. */
  group: string;
  legend: string;
  options: readonly { label: string; field: LookupField }[];
}

interface TicketLookupFormProps<Payload> {
  /** The call's own schema: nothing reaches `onFind` that the server would refuse as malformed. */
  schema: z.ZodType<Payload, Record<string, unknown>>;
  fields: readonly LookupField[];
  /** When given, its chosen option's field comes first, before `fields`. */
  choice?: LookupChoice;
  /** What the fields start with, by field name (e.g. the last lookup when coming back to the step). */
  initial?: Readonly<Record<string, string>>;
  headingId: string;
  heading: string;
  intro?: string;
  submitLabel: string;
  /** The button's text while the lookup runs; the submit label stays when absent. */
  busyLabel?: string;
  /** The page's own lookup is running (e.g. its flow is searching). */
  busy?: boolean;
  /** Gets the parsed payload; a rejection's message is shown above the button. */
  onFind(payload: Payload): void | Promise<void>;
  /** More buttons beside the submit button, e.g. back. */
  actions?: ReactNode;
  /** 'card': a bordered box; 'plain': the page's width-limited column. */
  frame?: 'card' | 'plain';
  /** Fields side by side in a wrapping row instead of one under another. */
  fieldsInRow?: boolean;
}

const frames = {
  card: { borderWidth: '1px', borderColor: 'line', borderRadius: 'lg', p: 4 },
  plain: { maxW: 'md' },
} as const;

/** Find a ticket (or trip) by a number and the passenger's name, checked with the call's schema before it is sent. */
export function TicketLookupForm<Payload>(props: TicketLookupFormProps<Payload>) {
  const { choice, frame = 'card' } = props;
  const [chosen, setChosen] = useState(0);
  const fields = choice ? [choice.options[chosen].field, ...props.fields] : props.fields;
  const initial: Record<string, unknown> = Object.fromEntries(
    fields.map((f) => [f.name, props.initial?.[f.name] ?? '']),
  );
  const form = useSchemaForm(props.schema, initial, (values) =>
    Object.fromEntries(fields.map((field) => [field.name, values[field.name]])),
  );
  const busy = Boolean(props.busy) || form.busy;

  const choose = (index: number) => {
    if (!choice) return;
    const from = choice.options[chosen].field.name;
    setChosen(index);
    form.setField(choice.options[index].field.name, form.values[from] ?? '');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (payload) => {
      await props.onFind(payload);
    });
  };

  const inputs = fields.map(({ name, ...field }) => (
    <TextField
      key={field.id}
      {...field}
      value={String(form.values[name] ?? '')}
      onValueChange={(value) => form.setField(name, value)}
      error={form.errors[name]}
      layout={props.fieldsInRow ? 'row' : 'stacked'}
    />
  ));

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={props.headingId} {...frames[frame]}>
      <Stack gap={2}>
        <Text as="h2" id={props.headingId} fontWeight="bold" fontSize="lg">
          {props.heading}
        </Text>
        {props.intro ? (
          <Text color="muted" fontSize="sm" mb={2}>
            {props.intro}
          </Text>
        ) : null}
        {choice ? (
          <Flex as="fieldset" gap={4} borderWidth={0} p={0} m={0} wrap="wrap">
            <chakra.legend srOnly>{choice.legend}</chakra.legend>
            {choice.options.map((option, index) => (
              <chakra.label key={option.field.name} display="inline-flex" gap={2} alignItems="center" minH="10">
                <input type="radio" name={choice.group} checked={chosen === index} onChange={() => choose(index)} />
                {option.label}
              </chakra.label>
            ))}
          </Flex>
        ) : null}
        {props.fieldsInRow ? (
          <Flex gap={3} wrap="wrap" mb={2}>
            {inputs}
          </Flex>
        ) : (
          inputs
        )}
        <FormRefusal message={form.refusal} />
        <Flex gap={2} wrap="wrap">
          <ActionButton type="submit" disabled={busy}>
            {busy && props.busyLabel ? props.busyLabel : props.submitLabel}
          </ActionButton>
          {props.actions}
        </Flex>
      </Stack>
    </chakra.form>
  );
}
