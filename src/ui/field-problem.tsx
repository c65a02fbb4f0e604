import { Text } from '@chakra-ui/react';

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
