import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './connection-preload';

describe('shouldPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });

  it('prefetches on 3g and 4g', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching on 2g and slow-2g', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips prefetching in data-saver mode on any connection', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
