import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A part of a page named by its own heading, which is also the section's accessible name (`id` ties them). */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <chakra.h2 id={id} fontWeight="bold" fontSize="lg" mb={2}>
        {title}
      </chakra.h2>
      {children}
    </Box>
  );
}
