import { describe, expect, it } from 'vitest';
import { maskDocumentNo, maskName } from './masking';

describe('maskName', () => {
  it('keeps the surname’s first character and hides every other one, one star each', () => {
    expect(maskName('张伟')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('李国')).toBe('李*');
  });

  it('keeps the shape of a Latin name as ticketed', () => {
    expect(maskName('ZHANG/WEI')).toBe('Z****/***');
    expect(maskName('Li Na')).toBe('L* **');
  });

  it('hides a one-character name whole and counts characters, not UTF-16 units', () => {
    expect(maskName('张')).toBe('*');
    expect(maskName('𠮷野')).toBe('𠮷*');
    expect(maskName('')).toBe('');
  });
});

describe('maskDocumentNo', () => {
  it('keeps the first 3 and last 4 characters of a long number, the first of a short one', () => {
    expect(maskDocumentNo('130102199001010011')).toBe('130***********0011');
    expect(maskDocumentNo('E123456')).toBe('E******');
  });
});
