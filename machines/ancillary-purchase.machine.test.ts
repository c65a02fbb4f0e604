import { describe, it } from 'vitest';
import { ancillaryPurchaseSimulation, simulatedAncillaryPurchaseMachine } from './ancillary-purchase.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

describe('paths from the graph', () => {
  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage({
      id: 'ancillary-purchase',
      machine: simulatedAncillaryPurchaseMachine,
      simulation: ancillaryPurchaseSimulation,
    });
  });
});
