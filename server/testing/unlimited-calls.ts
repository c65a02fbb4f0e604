/**
 * Rate limits high enough never to bite: for tests and benchmarks, whose callers all come from one
 * address at machine speed. The limits' own tests set theirs.
 */
export const UNLIMITED_CALLS = {
  RATE_LIMIT_PER_ADDRESS: '1000000',
  RATE_LIMIT_PER_MEMBER: '1000000',
  SLIDER_PASSES_PER_DEVICE_PER_HOUR: '1000000',
  SLIDER_PASSES_PER_ADDRESS_PER_HOUR: '1000000',
  SLIDER_PASSES_PER_MOBILE_PER_HOUR: '1000000',
  SLIDER_PASS_SPACING_SECONDS: '0',
} as const;
