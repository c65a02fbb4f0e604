import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The small parts every form field is made of, in one module: each in a file of its own became a chunk of its own
// that every form page loaded separately (issue 27's mend cost the passenger pages ~1 kB of their budget).

/** The forms' label: a line of small text above the field, naming the control whose id it points at. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontSize="sm" mb={1}>
      {children}
    </chakra.label>
  );
}

/**
 * What is wrong with a field, in red under it; `id` is what the control's aria-describedby names, so screen
 * readers read it with the field. Nothing is drawn while there is no problem.
 */
export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={id} color="red.600" fontSize="sm" mt={1}>
      {message}
    </Text>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's choices, after an empty "choose" entry while a placeholder is given. */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
