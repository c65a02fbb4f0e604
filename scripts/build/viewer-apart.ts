import type { Plugin } from 'vite';

/**
 * What belongs to the flows viewer alone (flows-viewer/, its own build): its folder, the graph reading of the
 * machines (machines/graph/), the charts' simulations (machines/<flow>.simulation.ts), the chart libraries and
 * xstate's graph walker. None of it may reach a traveller.
 */
const VIEWER_MODULES = [
  /\/flows-viewer\//,
  /\/machines\/graph\//,
  /\/machines\/[^/]+\.simulation\.ts$/,
  /\/node_modules\/@xyflow\//,
  /\/node_modules\/elkjs\//,
  /\/node_modules\/xstate\/graph\//,
  /\/node_modules\/xstate\/dist\/xstate-graph\./,
];

/** The part of a build's output this check reads: each chunk's file name and the modules it holds. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
}

/** Each chunk of the traveller app's build that holds viewer code, with those modules. */
export function viewerCodeIn(bundle: Readonly<Record<string, BuiltChunk>>): { file: string; modules: string[] }[] {
  return Object.values(bundle).flatMap((output) => {
    const modules = (output.moduleIds ?? [])
      .map((id) => id.replaceAll('\\', '/'))
      .filter((id) => VIEWER_MODULES.some((pattern) => pattern.test(id)));
    return output.type === 'chunk' && modules.length > 0 ? [{ file: output.fileName, modules }] : [];
  });
}

/**
 * Fails the traveller app's build when any of its chunks holds viewer code: the viewer is built beside the
 * product (flows-viewer/), and an import from the app into it would otherwise ship it quietly to travellers.
 */
export function viewerApart(): Plugin {
  return {
    name: 'viewer-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = viewerCodeIn(bundle as unknown as Record<string, BuiltChunk>);
      if (found.length === 0) return;
      const lines = found.map(({ file, modules }) => `  ${file}: ${modules.slice(0, 5).join(', ')}`);
      this.error(`The traveller app's build holds code of the flows viewer:\n${lines.join('\n')}`);
    },
  };
}
