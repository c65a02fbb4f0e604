import { describe, expect, it } from 'vitest';
import { ancillaryPurchaseSimulation, simulatedAncillaryPurchaseMachine } from './ancillary-purchase.simulation';
import { measureCoverage } from './graph/flow-coverage';

describe('paths from the graph', () => {
  it('cover every state and transition on the flows coverage', () => {
    const coverage = measureCoverage({
      id: 'ancillary-purchase',
      machine: simulatedAncillaryPurchaseMachine,
      simulation: ancillaryPurchaseSimulation,
    });
    const missing = [...coverage.states, ...coverage.transitions]
      .filter((item) => item.coveredBy.length === 0)
      .map((item) => item.label);
    expect(missing).toEqual([]);
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
    }).toEqual({ states: 100, transitions: 100, complete: true });
  });
});
