import { describe, expect, it } from 'vitest';
import { changeFeePercent, isChangeableClass } from './change-fee';

const HOUR = 3_600_000;

describe('the change fee of a fare class', () => {
  it('rises as departure nears, tier by tier', () => {
    expect(changeFeePercent(10, 200 * HOUR)).toBe(10);
    expect(changeFeePercent(10, 168 * HOUR)).toBe(10);
    expect(changeFeePercent(10, 100 * HOUR)).toBe(15);
    expect(changeFeePercent(10, 5 * HOUR)).toBe(20);
    expect(changeFeePercent(10, HOUR)).toBe(30);
  });

  it('is free for a class whose rule says so, until the last days', () => {
    expect(changeFeePercent(0, 200 * HOUR)).toBe(0);
    expect(changeFeePercent(0, 24 * HOUR)).toBe(10);
  });

  it('refuses after departure and for a class that cannot change', () => {
    expect(changeFeePercent(10, 0)).toBeNull();
    expect(changeFeePercent(100, 200 * HOUR)).toBeNull();
    expect(isChangeableClass(100)).toBe(false);
    expect(isChangeableClass(30)).toBe(true);
  });
});
