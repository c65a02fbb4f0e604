/** Search params of the FAQ list and the bulletin; kept apart from the page so the route's parser does not pull the page into the first chunk. */
export interface CategoryListSearch {
  categoryid?: string;
  page?: number;
}

/** Plain search-param parsing: a bad value falls back instead of failing the page. */
export function parseCategoryListSearch(search: Record<string, unknown>): CategoryListSearch {
  const page = Number(search.page);
  return {
    ...(typeof search.categoryid === 'string' && /^[\w-]{1,40}$/.test(search.categoryid)
      ? { categoryid: search.categoryid }
      : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}
