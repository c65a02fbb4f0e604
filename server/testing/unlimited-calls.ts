/**
 * Rate limits high enough never to bite: for tests and benchmarks, whose callers all come from one
 * address at machine speed. The limits' own tests set theirs.
 */
export const UNLIMITED_CALLS = { RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_PER_MEMBER: '1000000' } as const;
