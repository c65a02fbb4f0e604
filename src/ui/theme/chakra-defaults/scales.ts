// Chakra UI's default type, radius, motion and layer scales and breakpoints (@chakra-ui/react 3.37.0), copied into the site the way `npx @chakra-ui/cli eject`
// does: the package's public entries offer them only inside its whole theme, recipes and all.
// system.test.ts checks every value against Chakra's own defaultConfig, so an upgrade that changes one shows.
import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

export const breakpoints = {
  sm: '480px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
};

export const semanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
});

export const aspectRatios = defineTokens.aspectRatios({
  square: { value: '1 / 1' },
  landscape: { value: '4 / 3' },
  portrait: { value: '3 / 4' },
  wide: { value: '16 / 9' },
  ultrawide: { value: '18 / 5' },
  golden: { value: '1.618 / 1' },
});

export const blurs = defineTokens.blurs({
  none: { value: ' ' },
  sm: { value: '4px' },
  md: { value: '8px' },
  lg: { value: '12px' },
  xl: { value: '16px' },
  '2xl': { value: '24px' },
  '3xl': { value: '40px' },
  '4xl': { value: '64px' },
});

export const borders = defineTokens.borders({
  xs: { value: '0.5px solid' },
  sm: { value: '1px solid' },
  md: { value: '2px solid' },
  lg: { value: '4px solid' },
  xl: { value: '8px solid' },
});

export const cursor = defineTokens.cursor({
  button: { value: 'pointer' },
  checkbox: { value: 'default' },
  disabled: { value: 'not-allowed' },
  menuitem: { value: 'default' },
  option: { value: 'default' },
  radio: { value: 'default' },
  slider: { value: 'default' },
  switch: { value: 'pointer' },
});

export const durations = defineTokens.durations({
  fastest: { value: '50ms' },
  faster: { value: '100ms' },
  fast: { value: '150ms' },
  moderate: { value: '200ms' },
  slow: { value: '300ms' },
  slower: { value: '400ms' },
  slowest: { value: '500ms' },
});

export const easings = defineTokens.easings({
  'ease-in': { value: 'cubic-bezier(0.42, 0, 1, 1)' },
  'ease-out': { value: 'cubic-bezier(0, 0, 0.58, 1)' },
  'ease-in-out': { value: 'cubic-bezier(0.42, 0, 0.58, 1)' },
  'ease-in-smooth': { value: 'cubic-bezier(0.32, 0.72, 0, 1)' },
});

export const fontSizes = defineTokens.fontSizes({
  '2xs': { value: '0.625rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
  '5xl': { value: '3rem' },
  '6xl': { value: '3.75rem' },
  '7xl': { value: '4.5rem' },
  '8xl': { value: '6rem' },
  '9xl': { value: '8rem' },
});

export const fontWeights = defineTokens.fontWeights({
  thin: { value: '100' },
  extralight: { value: '200' },
  light: { value: '300' },
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
  extrabold: { value: '800' },
  black: { value: '900' },
});

const fallback = `-apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"`;
export const fonts = defineTokens.fonts({
  heading: {
    value: `Inter, ${fallback}`,
  },
  body: {
    value: `Inter, ${fallback}`,
  },
  mono: {
    value: `SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace`,
  },
});

export const letterSpacings = defineTokens.letterSpacings({
  tighter: { value: '-0.05em' },
  tight: { value: '-0.025em' },
  wide: { value: '0.025em' },
  wider: { value: '0.05em' },
  widest: { value: '0.1em' },
});

export const lineHeights = defineTokens.lineHeights({
  shorter: { value: 1.25 },
  short: { value: 1.375 },
  moderate: { value: 1.5 },
  tall: { value: 1.625 },
  taller: { value: 2 },
});

export const radii = defineTokens.radii({
  none: { value: '0' },
  '2xs': { value: '0.0625rem' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.375rem' },
  lg: { value: '0.5rem' },
  xl: { value: '0.75rem' },
  '2xl': { value: '1rem' },
  '3xl': { value: '1.5rem' },
  '4xl': { value: '2rem' },
  full: { value: '9999px' },
});

export const zIndices = defineTokens.zIndex({
  hide: { value: -1 },
  base: { value: 0 },
  docked: { value: 10 },
  dropdown: { value: 1e3 },
  sticky: { value: 1100 },
  banner: { value: 1200 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  skipNav: { value: 1600 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
  max: { value: 2147483647 },
});
