import { describe, expect, it } from 'vitest';
import { contextValueText } from './context-table';

const items = (count: number) => `${count} items`;

describe('a context value in the table', () => {
  it('shows text and numbers as they are, nothing as a dash', () => {
    expect(contextValueText('domestic', items)).toBe('domestic');
    expect(contextValueText(3, items)).toBe('3');
    expect(contextValueText(false, items)).toBe('false');
    expect(contextValueText(undefined, items)).toBe('—');
    expect(contextValueText('', items)).toBe('""');
  });

  it('counts a list and cuts long JSON', () => {
    expect(contextValueText([], items)).toBe('0 items');
    expect(contextValueText([1, 2], items)).toBe('2 items: [1,2]');
    const long = contextValueText({ text: 'x'.repeat(200) }, items);
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });
});
