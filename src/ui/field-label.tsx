import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The forms' label: a line of small text above the field, naming the control whose id it points at. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontSize="sm" mb={1}>
      {children}
    </chakra.label>
  );
}
