import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { pageTagOf, type PageTag } from './page-tag';

const chart = setup({ types: { tags: {} as PageTag<'find' | 'seats'> | 'busy' } }).createMachine({
  initial: 'finding',
  states: {
    finding: { tags: ['page:find', 'busy'] },
    seating: {
      tags: ['page:seats'],
      initial: 'choosing',
      states: { choosing: {}, misplaced: { tags: ['page:find'] } },
    },
    doubled: { tags: ['page:find', 'page:seats'] },
    anywhere: {},
  },
});
const at = (value: string | Record<string, string>) => chart.resolveState({ value });

describe('a page tag', () => {
  it('names the page of the state, beside the state’s other tags', () => {
    expect(pageTagOf(at('finding'))).toBe('find');
  });

  it('of a parent holds for its children', () => {
    expect(pageTagOf(at({ seating: 'choosing' }))).toBe('seats');
  });

  it('is absent from a state shown wherever the traveller is', () => {
    expect(pageTagOf(at('anywhere'))).toBeUndefined();
  });

  it('is one: a state naming two pages, itself or with its parent, is reported', () => {
    expect(() => pageTagOf(at('doubled'))).toThrow('names page:find, page:seats');
    expect(() => pageTagOf(at({ seating: 'misplaced' }))).toThrow('names page:seats, page:find');
  });
});
