import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the Chinese name', () => {
    expect(displayName({ cnName: '张三', mobile: '13812345678', email: 'a@b.cn' })).toBe('张三');
  });

  it('falls back to the mobile, then the email', () => {
    expect(displayName({ cnName: '', mobile: '13812345678', email: 'a@b.cn' })).toBe('13812345678');
    expect(displayName({ cnName: null, mobile: '  ', email: 'a@b.cn' })).toBe('a@b.cn');
  });

  it('is empty when the user has none of them', () => {
    expect(displayName({})).toBe('');
  });
});
