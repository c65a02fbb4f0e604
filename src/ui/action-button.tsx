import { chakra } from '@chakra-ui/react';

/** The site's button: primary (brand red) or secondary (outlined), with a visible focus ring from the theme. */
export const ActionButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '10',
    px: '5',
    borderRadius: 'md',
    fontWeight: 'medium',
    cursor: 'pointer',
    border: '1px solid',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.600', color: 'white', borderColor: 'brand.600', _hover: { bg: 'brand.700' } },
      secondary: { bg: 'white', color: 'ink', borderColor: 'line', _hover: { bg: 'surface' } },
    },
  },
  defaultVariants: { variant: 'primary' },
});
