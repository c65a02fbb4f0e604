import { describe, expect, it } from 'vitest';
import { viewerCodeIn, type BuiltChunk } from './viewer-apart';

const chunk = (fileName: string, moduleIds: string[]): BuiltChunk => ({ type: 'chunk', fileName, moduleIds });

describe('the traveller build holds no viewer code', () => {
  it('finds the chart libraries, the graph walker and the viewer folder in a traveller chunk', () => {
    const found = viewerCodeIn({
      'assets/a.js': chunk('assets/a.js', ['/repo/src/start-app.tsx', '/repo/node_modules/react/index.js']),
      'assets/b.js': chunk('assets/b.js', [
        '/repo/src/features/booking/wizard/booking-flow.ts',
        '/repo/node_modules/@xyflow/react/dist/esm/index.js',
        '/repo/node_modules/elkjs/lib/elk-api.js',
      ]),
      'assets/c.js': chunk('assets/c.js', [
        '/repo/flows-viewer/view/flows-page.tsx',
        '/repo/machines/graph/flow-paths.ts',
        '/repo/node_modules/xstate/dist/xstate-graph.esm.js',
      ]),
    });
    expect(found).toEqual([
      {
        file: 'assets/b.js',
        modules: ['/repo/node_modules/@xyflow/react/dist/esm/index.js', '/repo/node_modules/elkjs/lib/elk-api.js'],
      },
      {
        file: 'assets/c.js',
        modules: [
          '/repo/flows-viewer/view/flows-page.tsx',
          '/repo/machines/graph/flow-paths.ts',
          '/repo/node_modules/xstate/dist/xstate-graph.esm.js',
        ],
      },
    ]);
  });

  it('finds a chart’s simulation (its fake calls and sample data) in a traveller chunk, not the chart itself', () => {
    const found = viewerCodeIn({
      'assets/d.js': chunk('assets/d.js', [
        '/repo/machines/check-in.machine.ts',
        '/repo/machines/check-in.simulation.ts',
      ]),
    });
    expect(found).toEqual([{ file: 'assets/d.js', modules: ['/repo/machines/check-in.simulation.ts'] }]);
  });

  it('passes a build of the machines themselves, xstate and the app (Windows paths too)', () => {
    expect(
      viewerCodeIn({
        'assets/a.js': chunk('assets/a.js', ['C:\\repo\\machines\\booking.machine.ts', '/repo/node_modules/xstate/dist/xstate.esm.js']),
        'assets/logo.svg': { type: 'asset', fileName: 'assets/logo.svg' },
      }),
    ).toEqual([]);
  });
});
