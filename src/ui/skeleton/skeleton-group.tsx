import { Box, chakra, Stack, type BoxProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface SkeletonGroupProps extends BoxProps {
  /** The shape of one item that is coming (a result card, an order card, a list row). */
  shape: ComponentType;
  count?: number;
  /** What is loading, when the page says more than "Loading…" (the orders, the flights). */
  label?: string;
}

/**
 * Stand-ins while a list loads: the region is busy and says "loading" in the reader's language, while the
 * grey shapes, meaningless to a screen reader, are hidden from it.
 */
export function SkeletonGroup({ shape: Shape, count = 3, label, ...box }: SkeletonGroupProps) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" data-skeleton="" {...box}>
      <chakra.span srOnly>{label ?? t('shell.loading')}</chakra.span>
      <Stack gap={3} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Shape key={index} />
        ))}
      </Stack>
    </Box>
  );
}
