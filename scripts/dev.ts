import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// Development: the API restarts on server changes (tsx watch), Vite serves the SPA with hot reload and
// forwards the API prefixes to it (vite.config.ts). One Ctrl+C stops both.
const apiPort = process.env.API_PORT ?? '8081';
const webPort = process.env.PORT ?? '8080';

interface Part {
  label: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const parts: Part[] = [
  {
    label: 'api',
    args: ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'],
    env: { NODE_ENV: 'development', PORT: apiPort, PUBLIC_URL: `http://localhost:${webPort}`, DEV_TOOLS: 'on' },
  },
  { label: 'web', args: ['vite', '--port', webPort, '--strictPort'], env: { API_PORT: apiPort } },
];

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(stream: NodeJS.ReadableStream | null, label: string, out: NodeJS.WriteStream): void {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
}

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

for (const part of parts) {
  const [command, ...args] = part.args;
  const child = spawn(join('node_modules', '.bin', command!), args, {
    env: { ...process.env, ...part.env },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, part.label, process.stdout);
  prefixLines(child.stderr, part.label, process.stderr);
  // When one part dies the other is useless: stop it too and report the first failure.
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${part.label}] exited with code ${code ?? 'signal'}; stopping the others`);
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
