/**
 * Bounds on unpaid holds high enough never to bite, and holds that never shorten (server/modules/orders/
 * unpaid-holds.ts): test setups and benchmarks book many orders for a few members from one address. The
 * bounds' own tests set theirs.
 */
export const UNLIMITED_HOLDS = {
  UNPAID_ORDERS_PER_FLIGHT: '1000000',
  UNPAID_SEATS_PER_FLIGHT: '1000000',
  UNPAID_ORDERS: '1000000',
  UNPAID_SEATS: '1000000',
  UNPAID_SEATS_PER_FLIGHT_PER_ADDRESS: '1000000',
  UNPAID_ORDERS_PER_ADDRESS: '1000000',
  UNPAID_SEATS_PER_ADDRESS: '1000000',
  HOLD_SHORTEST_MINUTES: '30',
} as const;

/**
 * Rate limits high enough never to bite: for tests and benchmarks, whose callers all come from one
 * address at machine speed (a quiet machine serves a million calls a minute). The limits' own tests set theirs.
 */
export const UNLIMITED_CALLS = {
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_PER_MEMBER: '1000000000',
  ...UNLIMITED_HOLDS,
  SLIDER_PASSES_PER_DEVICE_PER_HOUR: '1000000',
  SLIDER_PASSES_PER_ADDRESS_PER_HOUR: '1000000',
  SLIDER_PASSES_PER_MOBILE_PER_HOUR: '1000000',
  SLIDER_PASS_SPACING_SECONDS: '0',
} as const;
