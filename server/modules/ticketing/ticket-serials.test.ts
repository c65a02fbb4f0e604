import { describe, expect, it } from 'vitest';
import { eTicketNumber, scrambleSerial } from './ticket-serials';

describe('e-ticket serials', () => {
  it('writes 13 digits: the prefix, then the serial padded to 10', () => {
    expect(eTicketNumber('880', 42)).toBe('8800000000042');
    expect(eTicketNumber('781', '1234567890')).toBe('7811234567890');
  });

  it('permutes the sequence: every serial gives a distinct 10-digit number, consecutive ones scattered', () => {
    const key = 'a-key-of-this-database';
    const scrambled = Array.from({ length: 20_000 }, (_, index) => scrambleSerial(index + 1, key));
    expect(new Set(scrambled).size).toBe(scrambled.length);
    for (const serial of scrambled) expect(serial >= 0 && serial < 10_000_000_000).toBe(true);
    const steps = scrambled.slice(1).map((serial, index) => Math.abs(serial - scrambled[index]!));
    expect(steps.filter((step) => step <= 1)).toHaveLength(0);
    // Uniformly scattered numbers land within a million of the previous one about 2 times in 10,000.
    expect(steps.filter((step) => step < 1_000_000).length).toBeLessThan(40);
    expect(scrambleSerial(9_999_999_999, key)).toBeLessThan(10_000_000_000);
  });

  it('depends on the key, and is the same for the same key (every instance agrees)', () => {
    expect(scrambleSerial(7, 'one key')).toBe(scrambleSerial(7, 'one key'));
    expect(scrambleSerial(7, 'one key')).not.toBe(scrambleSerial(7, 'another key'));
  });
});
