/**
 * The hold of an unpaid order, counted on the server's clock: the browser's clock may be minutes off, and
 * the order expires when the server says so. `clockOffsetMs` is server time minus browser time.
 */
export function holdSecondsLeft(holdUntil: string, clockOffsetMs: number, browserNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(holdUntil) - (browserNow + clockOffsetMs)) / 1000));
}

/** mm:ss, or h:mm:ss past an hour. */
export function formatHold(seconds: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The countdown's line: the time left, over at 00:00 (when the hold has ended, not a second before). */
export function remainingText(
  holdUntil: string,
  browserNow: number,
  clockOffsetMs = 0,
): { text: string; over: boolean } {
  const seconds = holdSecondsLeft(holdUntil, clockOffsetMs, browserNow);
  return { text: formatHold(seconds), over: seconds === 0 };
}
