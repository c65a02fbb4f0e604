import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './modules/accounts/seed';
import { OUTBOX_PAGE_PATH } from '../contract/dev/outbox';
import { devToolsOn } from './calls/dev-tools';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const server = await startServer(config, { logger });
  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const { seeded } = server;
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.DATA_DIR}`;
  const demoMembers = DEMO_MEMBERS.map((member) => `  ${member.mobile}  ${member.cnName ?? ''}`).join('\n');
  console.log(`\nAirline website: ${url}\nDatabase: ${where}${seeded ? ' (seeded just now)' : ''}`);
  console.log(`Demo members (mobile, password ${DEMO_PASSWORD}):\n${demoMembers}\n`);
  console.log(
    devToolsOn(config)
      ? `Development tools ON (DEV_TOOLS=on): /dev/* calls and the SMS and e-mail outbox at ${url}${OUTBOX_PAGE_PATH} answer callers on this machine only.\n`
      : 'Development tools off (set DEV_TOOLS=on to turn them on). SMS codes are written to this log only.\n',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
