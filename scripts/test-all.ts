import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_SUITES } from '../server/testing/postgres-suites';
import {
  countPlaywright,
  countVitest,
  outcomeLines,
  readJsonReport,
  stepResult,
  summarize,
  type StepResult,
} from './test-report';

// `npm test`: every step runs even after a failure, so one run shows everything that is wrong.
const reports = mkdtempSync(join(tmpdir(), 'airline-test-reports-'));
const steps: StepResult[] = [];

let commandSeconds = 0;

/** Runs one command; its time adds to the step it belongs to. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const child = spawnSync(join('node_modules', '.bin', command), args, { stdio: 'inherit', env });
  commandSeconds += (performance.now() - started) / 1000;
  return child.status ?? 1;
}

/** Records a step with the time its commands took since the last step. */
function record(step: StepResult): void {
  steps.push({ ...step, seconds: commandSeconds });
  commandSeconds = 0;
}

function withoutTestDatabase(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
}

function vitest(name: string, extraArgs: string[], env: NodeJS.ProcessEnv): void {
  const output = join(reports, `vitest-${steps.length}.json`);
  const code = run(
    'vitest',
    ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  record(stepResult(name, code, countVitest(readJsonReport(output))));
}

record(stepResult('typecheck', run('tsc', ['--noEmit', '-p', 'tsconfig.json']), undefined));
record(stepResult('lint (npm run lint)', run('eslint', ['--max-warnings=0', '.']), undefined));
record(stepResult('format (npm run format:check)', run('prettier', ['--check', '.']), undefined));

// First on embedded PGlite, as a developer runs them.
vitest('vitest (web + node, PGlite)', [], withoutTestDatabase());

// Then the suites where the database itself is under test again on a real PostgreSQL (server/testing/postgres-suites.ts).
if (process.env.TEST_DATABASE_URL)
  vitest('server tests on PostgreSQL', ['--project', 'node', ...POSTGRES_SUITES], process.env);
else record({ name: 'server tests on PostgreSQL', exitCode: 0, passed: 0, failed: 0, skipped: true });

// QA's coverage of every statechart's graph: below 100 % of states or transitions fails.
record(
  stepResult(
    'flow coverage (npm run coverage:flows)',
    run('tsx', ['flows-viewer/coverage/coverage-flows.ts']),
    undefined,
  ),
);

// One build for both checks below: the size budget measures the very build the browser tests run against.
const built = run('vite', ['build']) === 0;
record(
  stepResult(
    'size budget (npm run bench:size), with the build',
    built ? run('tsx', ['scripts/bench-size.ts']) : 1,
    undefined,
  ),
);

const browserReady = built && run('tsx', ['scripts/ensure-chromium.ts']) === 0;
if (browserReady) {
  const output = join(reports, 'playwright.json');
  const code = run('playwright', ['test'], { ...withoutTestDatabase(), E2E_JSON_REPORT: output });
  record(stepResult('browser tests (Chromium)', code, countPlaywright(readJsonReport(output))));
} else {
  record(stepResult('browser tests (Chromium)', 1, undefined));
}

rmSync(reports, { recursive: true, force: true });
const { lines, ok } = summarize(steps);
console.log(`\n${[...outcomeLines(steps), ...lines].join('\n')}`);
process.exit(ok ? 0 : 1);
