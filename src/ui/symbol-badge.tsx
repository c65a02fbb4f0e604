import { chakra } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface SymbolBadgeProps extends ComponentProps<typeof chakra.span> {
  /** Shown before the words, hidden from screen readers (the words say it). */
  symbol: string;
}

/** A pill with a symbol and words: it reads without colour (WCAG 1.4.1); the caller's colours only add emphasis. */
export function SymbolBadge({ symbol, children, ...spanProps }: SymbolBadgeProps) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap={1}
      px={2}
      py={0.5}
      borderRadius="full"
      fontSize="sm"
      fontWeight="bold"
      {...spanProps}
    >
      <chakra.span aria-hidden="true">{symbol}</chakra.span>
      {children}
    </chakra.span>
  );
}
