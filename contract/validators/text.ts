import * as z from 'zod';

/**
 * The one string type of every call's payload. No field a traveller fills in holds a control character
 * (C0 or DEL), and PostgreSQL refuses NUL in text outright: such input is refused up front with a clear
 * message instead of reaching the database. Chain the field's own rules on it: text('msg').trim().min(1, …).
 */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
/** Text of several lines (a chat message) may hold tabs and line breaks, nothing else below the space. */
// eslint-disable-next-line no-control-regex -- likewise, tabs and line breaks excepted
const WITHOUT_CONTROL_CHARACTERS_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const text = (message?: string) =>
  z.string(message).regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);
export const multilineText = (message?: string) =>
  z.string(message).regex(WITHOUT_CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE);

/**
 * A query or form parameter of a page (the slider, the sandbox gateway's pages): a control character is
 * refused like in any payload, while a missing, too long or otherwise odd value reads as '' and the page says so.
 */
export const pageParameter = (maxLength: number) => text().default('').pipe(z.string().max(maxLength).catch(''));
