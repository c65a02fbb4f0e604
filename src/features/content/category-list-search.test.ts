import { describe, expect, it } from 'vitest';
import { parseCategoryListSearch } from './category-list-search';

describe('parseCategoryListSearch', () => {
  it('keeps a valid category and a page after the first', () => {
    expect(parseCategoryListSearch({ categoryid: 'faq-ticket', page: '3' })).toEqual({
      categoryid: 'faq-ticket',
      page: 3,
    });
  });

  it('drops what it cannot trust instead of failing the page', () => {
    expect(parseCategoryListSearch({ categoryid: '<script>', page: '-2' })).toEqual({});
    expect(parseCategoryListSearch({ page: 1.5 })).toEqual({});
    expect(parseCategoryListSearch({ page: 1 })).toEqual({});
  });
});
