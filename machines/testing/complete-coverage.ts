import { expect } from 'vitest';
import { measureCoverage } from '../graph/flow-coverage';

/**
 * A chart's simulation reaches every state and takes every transition, as the flows coverage report counts them;
 * a miss is named by its label.
 */
export function expectCompleteCoverage(entry: Parameters<typeof measureCoverage>[0]): void {
  const coverage = measureCoverage(entry);
  const missing = [...coverage.states, ...coverage.transitions]
    .filter((item) => item.coveredBy.length === 0)
    .map((item) => item.label);
  expect(missing).toEqual([]);
  expect({
    states: coverage.statePercent,
    transitions: coverage.transitionPercent,
    complete: coverage.complete,
  }).toEqual({ states: 100, transitions: 100, complete: true });
}
