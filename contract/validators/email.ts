import { text } from './text';

/** Spec 5: name characters (letters, digits, underscore, hyphen), @, then a domain with at least one dot. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export const emailSchema = text().regex(EMAIL_PATTERN, 'validation.email');
