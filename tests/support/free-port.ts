import { execFileSync } from 'node:child_process';

// Playwright reads its config synchronously, and again in every worker: the port is found once, in a child
// process (no async in a config), and kept in the environment that the workers inherit.
const FIND_PORT =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

export function freePortOnce(envName: string): number {
  const known = process.env[envName];
  if (known) return Number(known);
  const port = Number(execFileSync(process.execPath, ['-e', FIND_PORT], { encoding: 'utf8' }));
  process.env[envName] = String(port);
  return port;
}
