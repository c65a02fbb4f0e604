import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer, type RunningServer } from './start-server';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './modules/accounts/seed';
import { OUTBOX_PAGE_PATH } from '../contract/dev/outbox';
import { devToolsOn } from './calls/dev-tools';
import { members } from './db/schema/accounts';
import { drainAndClose } from './graceful-shutdown';
import { StartupError } from './startup-error';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const server = await startServer(config, { logger });
  // SIGTERM (a deploy, an orchestrator) drains first; Ctrl+C at a terminal stops at once.
  process.once('SIGTERM', () => void stop(server, config.DRAIN_SECONDS, config.SHUTDOWN_TIMEOUT_SECONDS, logger));
  process.once('SIGINT', () => void stop(server, 0, config.SHUTDOWN_TIMEOUT_SECONDS, logger));
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.DATA_DIR}`;
  console.log(`\nAirline website: ${url}\nDatabase: ${where}${server.seeded ? ' (seeded just now)' : ''}`);
  if (await holdsDemoMembers(server)) {
    const demoMembers = DEMO_MEMBERS.map((member) => `  ${member.mobile}  ${member.cnName ?? ''}`).join('\n');
    console.log(`Demo members (mobile, password ${DEMO_PASSWORD}):\n${demoMembers}\n`);
  }
  if (server.metricsServer) console.log(`Metrics: http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
  console.log(
    devToolsOn(config)
      ? `Development tools ON (DEV_TOOLS=on): /dev/* calls and the SMS and e-mail outbox at ${url}${OUTBOX_PAGE_PATH} answer callers on this machine only.\n`
      : 'Development tools off (set DEV_TOOLS=on to turn them on).\n',
  );
}

/** The banner lists the demo members only where they are (the embedded database, or DEMO_DATA=on). */
async function holdsDemoMembers(server: RunningServer): Promise<boolean> {
  const [found] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, DEMO_MEMBERS[0]!.id));
  return found !== undefined;
}

async function stop(server: RunningServer, drainSeconds: number, timeoutSeconds: number, logger: pino.Logger) {
  const clean = await drainAndClose(server, { drainMs: drainSeconds * 1000, timeoutMs: timeoutSeconds * 1000, logger });
  process.exit(clean ? 0 : 1);
}

main().catch((error: unknown) => {
  // What an operator can fix is one line; anything else is a bug, and its stack helps.
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
