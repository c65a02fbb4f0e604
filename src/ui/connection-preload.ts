/** The parts of the Network Information API the rule reads (not in every browser, hence all optional). */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec 4: no prefetching on 2g or when the user asked to save data. */
export function shouldPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function currentConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
