const UNIQUE_VIOLATION = '23505';
const SEAT_CONSTRAINT = 'check_in_seats_one_passenger_per_seat';
const COUPON_CONSTRAINT = 'check_in_seats_pkey';

interface DatabaseFailure {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/**
 * A check-in that lost a race: another transaction took the seat (`seat` says which, from PostgreSQL's
 * "Key (flight_id, seat)=(12, 33A) already exists") or checked the same coupon in first. Drizzle wraps the
 * driver's error, so the chain of causes is searched.
 */
export function seatConflict(error: unknown): { seat?: string } | undefined {
  for (
    let current = error as DatabaseFailure | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as DatabaseFailure | undefined, depth++
  ) {
    if (current.code !== UNIQUE_VIOLATION) continue;
    if (current.constraint === SEAT_CONSTRAINT) return { seat: /=\(\d+, ([^)]+)\)/.exec(current.detail ?? '')?.[1] };
    if (current.constraint === COUPON_CONSTRAINT) return {};
  }
  return undefined;
}
