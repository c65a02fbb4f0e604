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
}

export interface Counts {
  passed: number;
  failed: number;
}

/** Vitest's JSON reporter uses Jest's field names. */
export function countVitest(report: unknown): Counts | undefined {
  const r = report as { numPassedTests?: number; numFailedTests?: number } | null;
  if (typeof r?.numPassedTests !== 'number' || typeof r.numFailedTests !== 'number') return undefined;
  return { passed: r.numPassedTests, failed: r.numFailedTests };
}

/** Playwright's JSON reporter: a flaky test passed on retry; unexpected ones failed. */
export function countPlaywright(report: unknown): Counts | undefined {
  const stats = (report as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null)?.stats;
  if (typeof stats?.expected !== 'number' || typeof stats.unexpected !== 'number') return undefined;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
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
  return { name, exitCode, passed: counts.passed, failed };
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

/** Minutes and seconds, as a phase's duration is read: '4:07'. */
export function formatSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
