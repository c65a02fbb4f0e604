import { defineConfig, defineSemanticTokens } from '@chakra-ui/react';
import { colors } from './chakra-defaults/colors';
import { globalCss } from './chakra-defaults/global-css';
import {
  aspectRatios,
  blurs,
  borders,
  breakpoints,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  lineHeights,
  radii,
  semanticRadii,
  zIndices,
} from './chakra-defaults/scales';
import { sizes, spacing } from './chakra-defaults/sizes';

/**
 * Chakra's tokens (spacing, sizes, palettes, type scale, radii, shadows, durations, breakpoints) and global
 * styles, without its component recipes, keyframes and animations (the site moves things with transitions
 * only: ~0.8 kB gzip saved). Of its semantic colours only those the global styles and the page defaults use
 * (light mode): its full set for every palette costs ~2.3 kB gzip and the site names none.
 */
const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: '{colors.white}' },
    subtle: { value: '{colors.gray.50}' },
    muted: { value: '{colors.gray.100}' },
    emphasized: { value: '{colors.gray.200}' },
    panel: { value: '{colors.white}' },
  },
  fg: {
    DEFAULT: { value: '{colors.black}' },
    muted: { value: '{colors.gray.600}' },
    subtle: { value: '{colors.gray.400}' },
  },
  border: {
    DEFAULT: { value: '{colors.gray.200}' },
    muted: { value: '{colors.gray.100}' },
    subtle: { value: '{colors.gray.50}' },
    emphasized: { value: '{colors.gray.300}' },
  },
  // The global styles' text selection is the gray palette's emphasized shade.
  gray: { emphasized: { value: '{colors.gray.300}' }, focusRing: { value: '{colors.gray.400}' } },
});

// Chakra's shadows in light mode (the site has no dark mode: Chakra's dark values would only add weight).
const semanticShadows = defineSemanticTokens.shadows({
  xs: { value: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}' },
  sm: { value: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
  md: { value: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
  lg: { value: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
  xl: { value: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
  '2xl': { value: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}' },
  inner: { value: 'inset 0 2px 4px 0 {black/5}' },
  inset: { value: 'inset 0 0 0 1px {black/5}' },
});

export const chakraTokensConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    tokens: {
      aspectRatios,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
  },
});
