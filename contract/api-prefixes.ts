/**
 * Path prefixes the server answers as API (everything else is the SPA).
 * Form-envelope calls live under /mid_website and /adsserDds; the rest are JSON service calls.
 * /member/v1 is the member service's own path and never a page of the site.
 */
export const FORM_PREFIXES = ['/mid_website', '/adsserDds'] as const;

export const API_PREFIXES = [
  ...FORM_PREFIXES,
  '/proxy',
  '/zuul',
  '/member-ffp',
  '/member/v1',
  '/file-manager',
  '/ticket-valid',
  '/wallet',
  '/combi',
  '/ticket-guide',
  '/risk',
  '/sandbox',
  '/dev',
] as const;

export function isFormEnvelopePath(path: string): boolean {
  return FORM_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`));
}
