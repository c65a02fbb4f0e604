import { Text } from '@chakra-ui/react';

/** What a flow step says while its call is on the way, announced to screen readers as a status. */
export function BusyNote({ label }: { label: string }) {
  return (
    <Text role="status" color="muted" py={4}>
      {label}
    </Text>
  );
}
