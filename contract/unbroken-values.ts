// Marks where a value sits in a translated sentence; an invisible character no catalogue uses.
const MARK = '\u2063';

/** A piece of a sentence: its own words, or one of the values that stay on one line. */
export type SentencePart = string | { unbroken: string };

/**
 * A translated sentence cut around the values that must not break across lines (dates, times: a phone would
 * otherwise break "2026-12-" from "07"), whatever the language's word order. `write` translates with the
 * values given; the pages and the server's first paint each put the unbroken parts in a non-wrapping element.
 */
export function sentenceParts<Values extends Record<string, unknown>>(
  write: (values: Values) => string,
  values: Values,
  unbroken: readonly string[],
): SentencePart[] {
  const marked: Record<string, unknown> = { ...values };
  for (const name of unbroken) marked[name] = `${MARK}${name}${MARK}`;
  // An unbroken value is text in any sentence, so the marked values keep the shape `write` takes.
  return write(marked as Values)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 && unbroken.includes(part) ? { unbroken: String(values[part]) } : part));
}
