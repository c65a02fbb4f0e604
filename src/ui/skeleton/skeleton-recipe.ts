import { defineRecipe } from '@chakra-ui/react';

/**
 * Chakra's skeleton recipe without its animation: the site's system carries no component recipes and no
 * keyframes (theme/system.ts), so the skeletons bring their own small recipe, and a still shape also suits
 * readers who asked for reduced motion.
 */
export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  variants: {
    loading: {
      true: {
        bg: 'bg.emphasized',
        borderRadius: 'sm',
        color: 'transparent',
        pointerEvents: 'none',
        userSelect: 'none',
        flexShrink: '0',
        '& *': { visibility: 'hidden' },
      },
      false: { background: 'unset' },
    },
  },
  defaultVariants: { loading: true },
});
