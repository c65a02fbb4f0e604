import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests' server: server/main.ts on a database that exists only for this run.
const dataDir = mkdtempSync(join(tmpdir(), 'airline-e2e-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });

const forward = (signal: NodeJS.Signals) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
