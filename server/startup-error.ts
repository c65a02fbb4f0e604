/**
 * A start-up failure an operator can act on, worded as one line (main.ts prints the message, not a stack):
 * a DATA_DIR that cannot hold the database, a PostgreSQL that stays unreachable, a port already in use.
 */
export class StartupError extends Error {}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** The driver's own words, one line: Drizzle wraps them as "Failed query: …" with the driver's error as cause. */
export function reasonOf(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = root instanceof Error ? root.message || codeOf(root) || root.name : String(root);
  return text.replace(/\s+/g, ' ').trim();
}

/** A database address without its password, fit for a log line. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

export function dataDirError(dataDir: string, error: unknown): StartupError {
  return new StartupError(
    `Cannot open the embedded database in DATA_DIR=${dataDir} (${codeOf(error) ?? reasonOf(error)}): make it a folder this user can write, or set DATA_DIR to one.`,
  );
}

export function unreachableDatabaseError(databaseUrl: string, seconds: number, error: unknown): StartupError {
  return new StartupError(
    `PostgreSQL at ${describeDatabaseUrl(databaseUrl)} did not answer within ${seconds} s (${reasonOf(error)}): check DATABASE_URL and that the server is up.`,
  );
}

export function listenError(host: string, port: number, error: unknown): Error {
  if (codeOf(error) === 'EADDRINUSE')
    return new StartupError(
      `Port ${port} on ${host} is in use by another process: stop it or set PORT to a free port.`,
    );
  if (codeOf(error) === 'EACCES')
    return new StartupError(
      `Not allowed to listen on port ${port} on ${host}: pick a port above 1023 or run with the right to bind it.`,
    );
  if (codeOf(error) === 'EADDRNOTAVAIL')
    return new StartupError(
      `HOST=${host} is not an address of this machine: set HOST to one of its addresses or 0.0.0.0.`,
    );
  return error instanceof Error ? error : new Error(String(error));
}
