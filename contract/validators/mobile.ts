import { text } from './text';

/** Mainland mobile (spec 5): 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileSchema = text().regex(MOBILE_PATTERN, 'validation.mobile');

/** Shows the first 3 and the last 4 digits (spec 9). */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
