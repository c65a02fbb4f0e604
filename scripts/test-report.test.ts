import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, outcomeLines, stepResult, summarize } from './test-report';

describe('countVitest', () => {
  it('reads the Jest-style totals', () => {
    expect(countVitest({ numPassedTests: 12, numFailedTests: 1, numTotalTests: 13 })).toEqual({
      passed: 12,
      failed: 1,
      failures: [],
    });
  });

  it('names each failed test with the first line of its failure, and a file that could not run', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            { fullName: 'a races', status: 'failed', failureMessages: ['AssertionError: expected 2 to be 1\n  at …'] },
          ],
        },
        {
          name: '/repo/server/b.test.ts',
          status: 'failed',
          message: 'Error: Cannot find module\nstack',
          assertionResults: [],
        },
      ],
    };
    expect(countVitest(report)?.failures).toEqual([
      '/repo/server/a.test.ts › a races: AssertionError: expected 2 to be 1',
      '/repo/server/b.test.ts: Error: Cannot find module',
    ]);
  });

  it('gives nothing for a missing or foreign report', () => {
    expect(countVitest(undefined)).toBeUndefined();
    expect(countVitest({ stats: {} })).toBeUndefined();
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright({ stats: { expected: 8, unexpected: 2, flaky: 1, skipped: 3 } })).toMatchObject({
      passed: 9,
      failed: 2,
    });
  });

  it('names the failed tests and those that passed only on a retry, however deep their suites', () => {
    const spec = (title: string, status: string) => ({
      title,
      line: 7,
      file: 'refund.spec.ts',
      tests: [{ status, results: [{ error: { message: 'Timed out\nmore' } }] }],
    });
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          file: 'refund.spec.ts',
          specs: [spec('refunds', 'unexpected')],
          suites: [{ specs: [spec('pays', 'flaky'), spec('books', 'expected')] }],
        },
      ],
    };
    expect(countPlaywright(report)).toMatchObject({
      failures: ['refund.spec.ts:7 › refunds: Timed out'],
      retried: ['refund.spec.ts:7 › pays'],
    });
  });

  it('gives nothing when the run never reported', () => {
    expect(countPlaywright({})).toBeUndefined();
  });
});

describe('stepResult', () => {
  it('counts a step without a report as one check', () => {
    expect(stepResult('typecheck', 0, undefined)).toMatchObject({ passed: 1, failed: 0 });
    expect(stepResult('typecheck', 2, undefined)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('turns a non-zero exit with all tests green into one failure', () => {
    expect(stepResult('unit', 1, { passed: 40, failed: 0 })).toMatchObject({ passed: 40, failed: 1 });
  });

  it('keeps the counted failures when there are some', () => {
    expect(stepResult('unit', 1, { passed: 40, failed: 3 })).toMatchObject({ passed: 40, failed: 3 });
  });
});

describe('summarize', () => {
  it('ends with the totals line and passes only when nothing failed', () => {
    const { lines, ok } = summarize([
      { name: 'typecheck', exitCode: 0, passed: 1, failed: 0 },
      { name: 'unit', exitCode: 1, passed: 30, failed: 2 },
      { name: 'postgres', exitCode: 0, passed: 0, failed: 0, skipped: true },
    ]);
    expect(lines.at(-1)).toBe('31 passed, 2 failed');
    expect(lines[2]).toMatch(/postgres\s+skipped/);
    expect(ok).toBe(false);
  });

  it("prints each step's duration and the total before the totals line", () => {
    const { lines } = summarize([
      { name: 'typecheck', exitCode: 0, passed: 1, failed: 0, seconds: 4.4 },
      { name: 'browser tests', exitCode: 0, passed: 90, failed: 0, seconds: 605 },
    ]);
    expect(lines[0]).toMatch(/^typecheck\s+0:04 {2}1 passed, 0 failed$/);
    expect(lines[1]).toMatch(/^browser tests\s+10:05 {2}90 passed, 0 failed$/);
    expect(lines[2]).toMatch(/^total\s+10:09$/);
    expect(lines[3]).toBe('91 passed, 0 failed');
  });

  it('is ok when every step exited cleanly', () => {
    expect(summarize([{ name: 'unit', exitCode: 0, passed: 5, failed: 0 }]).ok).toBe(true);
  });
});

describe('outcomeLines', () => {
  it('lists failures by step, then retries', () => {
    expect(
      outcomeLines([
        { name: 'unit', exitCode: 1, passed: 3, failed: 1, failures: ['a.test.ts › x: boom'] },
        { name: 'browser', exitCode: 0, passed: 2, failed: 0, retried: ['b.spec.ts:3 › y'] },
      ]),
    ).toEqual(['FAILED in unit: a.test.ts › x: boom', 'passed on a retry: b.spec.ts:3 › y']);
  });
});
