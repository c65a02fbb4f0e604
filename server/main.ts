import pino from 'pino';
import { createApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { ensureFlightsAhead } from './flight-calendar/ensure-flights-ahead';
import { startBackgroundJobs } from './background-jobs';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './modules/accounts/seed';
import { OUTBOX_PAGE_PATH } from './modules/accounts/outbox-calls';
import { devToolsOn } from './calls/dev-tools';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seeded = await seedIfEmpty(database.db, systemClock);
  await ensureFlightsAhead(database.db, systemClock);
  const app = await createApp({ database, clock: systemClock, config, logger });
  const stopJobs = startBackgroundJobs({ db: database.db, clock: systemClock, logger });
  const close = async () => {
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.DATA_DIR}`;
  const demoMembers = DEMO_MEMBERS.map((member) => `  ${member.mobile}  ${member.cnName ?? ''}`).join('\n');
  console.log(`\nAirline website: ${url}\nDatabase: ${where}${seeded ? ' (seeded just now)' : ''}`);
  console.log(`Demo members (mobile, password ${DEMO_PASSWORD}):\n${demoMembers}\n`);
  console.log(
    devToolsOn(config)
      ? `Development tools ON (DEV_TOOLS=on): /dev/* calls and the SMS outbox at ${url}${OUTBOX_PAGE_PATH} answer callers on this machine only.\n`
      : 'Development tools off (set DEV_TOOLS=on to turn them on). SMS codes are written to this log only.\n',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
