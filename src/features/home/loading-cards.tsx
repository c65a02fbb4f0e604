import { Box } from '@chakra-ui/react';

/** Empty cards that hold a section's place while its data loads, so nothing below it jumps when it arrives. */
export function LoadingCards({ count, height, inList = false }: { count: number; height: string; inList?: boolean }) {
  return Array.from({ length: count }, (_, index) => (
    <Box
      key={index}
      as={inList ? 'li' : 'div'}
      aria-hidden="true"
      h={height}
      bg="white"
      border="1px solid"
      borderColor="line"
      borderRadius="lg"
      opacity={0.6}
    />
  ));
}
