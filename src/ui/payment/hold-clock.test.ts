import { describe, expect, it } from 'vitest';
import { formatHold, holdSecondsLeft, remainingText } from './hold-clock';

describe('hold clock', () => {
  const holdUntil = '2026-06-01T02:30:00.000Z';
  const browserNow = Date.parse('2026-06-01T02:00:00.000Z');

  it('counts on the server clock, not the browser one', () => {
    expect(holdSecondsLeft(holdUntil, 0, browserNow)).toBe(1800);
    // The browser runs 5 minutes slow: the server is at 02:05, so 25 minutes are left.
    expect(holdSecondsLeft(holdUntil, 5 * 60_000, browserNow)).toBe(1500);
  });

  it('stops at zero once the hold is over', () => {
    expect(holdSecondsLeft(holdUntil, 0, browserNow + 31 * 60_000)).toBe(0);
  });

  it('prints minutes and seconds, with hours only when needed', () => {
    expect(formatHold(1500)).toBe('25:00');
    expect(formatHold(59)).toBe('00:59');
    expect(formatHold(3725)).toBe('1:02:05');
  });
});

describe('the hold countdown', () => {
  it('shows minutes and seconds left, and 00:00 once over', () => {
    const holdUntil = '2026-06-01T02:30:00Z';
    expect(remainingText(holdUntil, Date.parse('2026-06-01T02:00:01Z'))).toEqual({ text: '29:59', over: false });
    expect(remainingText(holdUntil, Date.parse('2026-06-01T02:31:00Z'))).toEqual({ text: '00:00', over: true });
  });

  it('is over only when the hold has ended on the server clock, not in its last second', () => {
    const holdUntil = '2026-06-01T02:30:00Z';
    const lastHalfSecond = Date.parse('2026-06-01T02:29:59.500Z');
    expect(remainingText(holdUntil, lastHalfSecond)).toEqual({ text: '00:01', over: false });
    // The browser runs a minute fast: by the server's clock a minute more is left.
    expect(remainingText(holdUntil, lastHalfSecond, -60_000)).toEqual({ text: '01:01', over: false });
  });
});
