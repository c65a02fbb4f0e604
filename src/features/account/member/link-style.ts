/** Links inside member pages look like links (the site's body text does not underline them). */
export const LINK_STYLE = {
  '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
} as const;
