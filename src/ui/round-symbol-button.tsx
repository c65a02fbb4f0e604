import { chakra } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

type RoundSymbolButtonProps = Omit<ComponentProps<typeof chakra.button>, 'type' | 'aria-label'> & {
  /** The button's accessible name: the symbol it shows (‹ › ⇅) says nothing to a screen reader. */
  label: string;
};

/** A round outlined button that shows a single symbol, e.g. the month arrows and the route swap. */
export function RoundSymbolButton({ label, ...buttonProps }: RoundSymbolButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      w="10"
      h="10"
      borderRadius="full"
      border="1px solid"
      borderColor="line"
      _hover={{ bg: 'brand.50' }}
      {...buttonProps}
    />
  );
}
