import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A text link among plain text: brand colour and underlined, so it reads as one among plain text. */
export function TextLinkStyle({ children }: { children: ReactNode }) {
  return (
    <Box asChild color="brand.700" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.600' }}>
      {children}
    </Box>
  );
}
