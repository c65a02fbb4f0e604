import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, stepResult, summarize } from './test-report';

describe('countVitest', () => {
  it('reads the Jest-style totals', () => {
    expect(countVitest({ numPassedTests: 12, numFailedTests: 1, numTotalTests: 13 })).toEqual({
      passed: 12,
      failed: 1,
    });
  });

  it('gives nothing for a missing or foreign report', () => {
    expect(countVitest(undefined)).toBeUndefined();
    expect(countVitest({ stats: {} })).toBeUndefined();
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright({ stats: { expected: 8, unexpected: 2, flaky: 1, skipped: 3 } })).toEqual({
      passed: 9,
      failed: 2,
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
