/** A PostgreSQL error as node-postgres and PGlite raise it; Drizzle wraps it as `cause`. */
interface PostgresError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function postgresError(error: unknown): PostgresError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as PostgresError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

/** The violated unique constraint's name, when the error is a unique violation. */
export function violatedUniqueConstraint(error: unknown): { constraint: string; detail: string } | undefined {
  const found = postgresError(error);
  if (found?.code !== UNIQUE_VIOLATION) return undefined;
  return { constraint: found.constraint ?? '', detail: found.detail ?? '' };
}
