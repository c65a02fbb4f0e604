import { violatedUniqueConstraint } from './database-errors';

/**
 * The one way a pay call (a gateway's, the wallet's) honours the client's idempotency key: what an earlier
 * request with the key did is looked up and answered again; else the work runs, and a twin of the same
 * request running at the same moment, losing the key's unique constraint, answers with the winner's result.
 */
export async function oncePerIdempotencyKey<T>(steps: {
  earlier: () => Promise<T | undefined>;
  first: () => Promise<T>;
  /** The unique constraint on (order, key) of the rows `first` writes. */
  uniqueKey: string;
}): Promise<T> {
  const earlier = await steps.earlier();
  if (earlier !== undefined) return earlier;
  try {
    return await steps.first();
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint !== steps.uniqueKey) throw error;
    const winner = await steps.earlier();
    if (winner === undefined) throw error;
    return winner;
  }
}
