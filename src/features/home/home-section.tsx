import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The heading's id, which also names the section. */
  headingId: string;
  heading: string;
  /** Shown when the section's content could not be loaded. */
  failedNote?: string;
  /** Shown when it loaded and there is nothing to list. */
  emptyNote?: string;
  children: ReactNode;
}

/** A section of the home page under its heading, saying so when its content failed to load or is empty. */
export function HomeSection({ headingId, heading, failedNote, emptyNote, children }: HomeSectionProps) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize="xl" fontWeight="bold" mb="4">
        {heading}
      </Heading>
      {failedNote && <Text color="muted">{failedNote}</Text>}
      {emptyNote && <Text color="muted">{emptyNote}</Text>}
      {children}
    </Box>
  );
}
