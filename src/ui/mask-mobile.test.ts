import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it('shows the first 3 and the last 4 digits of a mobile', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('hides however many digits lie between', () => {
    expect(maskMobile('008613812345678')).toBe('008********5678');
  });

  it('leaves numbers too short to hide anything unchanged', () => {
    expect(maskMobile('1234567')).toBe('1234567');
    expect(maskMobile('')).toBe('');
  });
});
