import fc from 'fast-check';

/**
 * What TanStack's search parser may hand a route for one param: JSON values of any type, numbers as text, odd
 * numbers, and the values that route's own params are likely to hold (`likely`, plus any `more` arbitraries).
 */
export function oddSearchValue(
  likely: readonly unknown[],
  integers: { min: number; max: number },
  ...more: fc.Arbitrary<unknown>[]
): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom('', ' ', '0', '1', '1.5', null, undefined, true, [], ...likely),
    fc.string(),
    fc.integer(integers),
    fc.double(),
    ...more,
  );
}
