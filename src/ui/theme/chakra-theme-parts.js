// Chakra's own theme modules, one by one by file path (types in chakra-theme-parts.d.ts): the package's
// './theme' entry would also bring recipes and colour palettes the site never uses.
export { breakpoints } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { semanticRadii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
export { aspectRatios } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
export { blurs } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
export { borders } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
export { colors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
export { cursor } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
export { durations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
export { easings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
export { fontSizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
export { fontWeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
export { fonts } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
export { letterSpacings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
export { lineHeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
export { radii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
export { sizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
export { spacing } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
export { zIndices } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
