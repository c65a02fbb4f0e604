import { describe, expect, it } from 'vitest';
import { latinName } from './latin-name';

describe('latin name on a boarding pass', () => {
  it('writes a Chinese name in pinyin, surname first, with surname readings', () => {
    expect(latinName({ name: '张伟' })).toBe('ZHANG/WEI');
    expect(latinName({ name: '单田芳' })).toBe('SHAN/TIANFANG');
    expect(latinName({ name: '曾志伟' })).toBe('ZENG/ZHIWEI');
  });

  it('keeps a two-character surname together', () => {
    expect(latinName({ name: '欧阳娜娜' })).toBe('OUYANG/NANA');
    expect(latinName({ name: '诸葛亮' })).toBe('ZHUGE/LIANG');
  });

  it('writes ü as YU, as Chinese passports do', () => {
    expect(latinName({ name: '吕方' })).toBe('LYU/FANG');
  });

  it('prefers the passenger’s own English name fields', () => {
    expect(latinName({ name: '王芳', lastName: 'Wong', firstName: 'Fong' })).toBe('WONG/FONG');
  });

  it('takes a travel-document name as it is, upper-cased', () => {
    expect(latinName({ name: 'Smith / John Paul' })).toBe('SMITH/JOHN PAUL');
  });
});
