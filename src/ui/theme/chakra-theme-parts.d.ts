import type { SystemConfig } from '@chakra-ui/react';

type Theme = NonNullable<SystemConfig['theme']>;
type Tokens = NonNullable<Theme['tokens']>;
type SemanticTokens = NonNullable<Theme['semanticTokens']>;

export const aspectRatios: Tokens['aspectRatios'];
export const blurs: Tokens['blurs'];
export const borders: Tokens['borders'];
export const colors: Tokens['colors'];
export const cursor: Tokens['cursor'];
export const durations: Tokens['durations'];
export const easings: Tokens['easings'];
export const fonts: Tokens['fonts'];
export const fontSizes: Tokens['fontSizes'];
export const fontWeights: Tokens['fontWeights'];
export const letterSpacings: Tokens['letterSpacings'];
export const lineHeights: Tokens['lineHeights'];
export const radii: Tokens['radii'];
export const sizes: Tokens['sizes'];
export const spacing: Tokens['spacing'];
export const zIndices: Tokens['zIndex'];
export const breakpoints: Theme['breakpoints'];
export const semanticRadii: SemanticTokens['radii'];
export const globalCss: SystemConfig['globalCss'];
