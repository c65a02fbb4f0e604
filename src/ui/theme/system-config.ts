import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { chakraTokensConfig } from './chakra-tokens';

// Our own system: the base config, Chakra's tokens (spacing, sizes, colours, breakpoints) and the airline's
// brand, but none of Chakra's component recipes: defaultSystem alone costs ~30 KB gzip and start-up CPU.

const airlineConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf2f3' },
          100: { value: '#f9dfe1' },
          500: { value: '#c8202e' },
          600: { value: '#b8232f' },
          700: { value: '#961b25' },
          900: { value: '#4d0e13' },
        },
        ink: { value: '#1f2430' },
        muted: { value: '#5b6272' },
        line: { value: '#dde1e8' },
        surface: { value: '#f5f6f8' },
      },
      fonts: {
        body: {
          value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
        },
        heading: {
          value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
        },
      },
    },
  },
  globalCss: {
    body: { color: 'ink', bg: 'white', fontFamily: 'body' },
    a: { color: 'inherit', textDecoration: 'none' },
    'a:hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
  },
});

/** The whole theme: Chakra's base, its tokens and the airline's brand. */
export const appSystemConfig = mergeConfigs(defaultBaseConfig, chakraTokensConfig, airlineConfig);
