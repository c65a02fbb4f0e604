import { existsSync, readFileSync } from 'node:fs';

/** One step of `npm test` and what it counted; a step that fails without counting counts as one failure. */
export interface StepResult {
  name: string;
  exitCode: number;
  passed: number;
  failed: number;
  skipped?: boolean;
  /** How long the step's commands took. */
  seconds?: number;
  failures?: string[];
  retried?: string[];
}

export interface Counts {
  passed: number;
  failed: number;
  /** Each failed test, by file and name, with the first line of its failure. */
  failures?: string[];
  /** Each browser test that passed only on a retry. */
  retried?: string[];
}

const firstLine = (message: string | undefined) => (message ?? '').trim().split('\n')[0]?.slice(0, 300) ?? '';

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Vitest's JSON reporter uses Jest's field names; a file that failed to run has a message and no tests. */
export function countVitest(report: unknown): Counts | undefined {
  const r = report as VitestReport | null;
  if (typeof r?.numPassedTests !== 'number' || typeof r.numFailedTests !== 'number') return undefined;
  const failures = (r.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${file.name}: ${firstLine(file.message)}`];
    return failed.map((test) => `${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
  return { passed: r.numPassedTests, failed: r.numFailedTests, failures };
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line?: number;
    file?: string;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
}

/** Each test of a Playwright report with its outcome ('expected', 'unexpected', 'flaky'), however deep its suite. */
function playwrightTests(suites: readonly PlaywrightSuite[] = []): { name: string; status?: string; error: string }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        name: `${spec.file ?? suite.file}:${spec.line ?? ''} › ${spec.title}`,
        status: test.status,
        error: firstLine(test.results?.at(-1)?.error?.message),
      })),
    ),
    ...playwrightTests(suite.suites),
  ]);
}

/** Playwright's JSON reporter: a flaky test passed on retry; unexpected ones failed. */
export function countPlaywright(report: unknown): Counts | undefined {
  const r = report as {
    stats?: { expected?: number; unexpected?: number; flaky?: number };
    suites?: PlaywrightSuite[];
  };
  const stats = r?.stats;
  if (typeof stats?.expected !== 'number' || typeof stats.unexpected !== 'number') return undefined;
  const tests = playwrightTests(r.suites);
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected,
    failures: tests.filter((test) => test.status === 'unexpected').map((test) => `${test.name}: ${test.error}`),
    retried: tests.filter((test) => test.status === 'flaky').map((test) => test.name),
  };
}

export function readJsonReport(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function stepResult(name: string, exitCode: number, counts: Counts | undefined): StepResult {
  if (!counts) return { name, exitCode, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1 };
  // A runner can exit non-zero with every test green (an unhandled error, a crashed worker): that is a failure too.
  const failed = exitCode !== 0 && counts.failed === 0 ? 1 : counts.failed;
  return { name, exitCode, passed: counts.passed, failed, failures: counts.failures, retried: counts.retried };
}

export function summarize(steps: readonly StepResult[]): { lines: string[]; ok: boolean } {
  const width = Math.max(...steps.map((step) => step.name.length));
  const lines = steps.map((step) => {
    const outcome = step.skipped ? 'skipped' : `${step.passed} passed, ${step.failed} failed`;
    return `${step.name.padEnd(width)}  ${formatSeconds(step.seconds).padStart(7)}  ${outcome}`;
  });
  const seconds = steps.reduce((sum, step) => sum + (step.seconds ?? 0), 0);
  lines.push(`${'total'.padEnd(width)}  ${formatSeconds(seconds).padStart(7)}`);
  const passed = steps.reduce((sum, step) => sum + step.passed, 0);
  const failed = steps.reduce((sum, step) => sum + step.failed, 0);
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, ok: failed === 0 && steps.every((step) => step.skipped || step.exitCode === 0) };
}

/** What failed and what passed only on a retry, by name, so the end of a long log says which tests to look at. */
export function outcomeLines(steps: readonly StepResult[]): string[] {
  const failures = steps.flatMap((step) =>
    (step.failures ?? []).map((failure) => `FAILED in ${step.name}: ${failure}`),
  );
  const retried = steps.flatMap((step) => (step.retried ?? []).map((test) => `passed on a retry: ${test}`));
  return [...failures, ...retried];
}

/** Minutes and seconds, as a phase's duration is read: '4:07'. */
export function formatSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
