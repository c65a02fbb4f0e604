/**
 * /flows' place in the address: the machine shown and the path stepped through it. A plain function, not
 * zod (the route tree loads with every page); the path is read by the page itself (flow-path.ts).
 */
export interface FlowsSearch {
  machine?: string;
  path?: unknown;
}

export function parseFlowsSearch(search: Record<string, unknown>): FlowsSearch {
  return {
    machine: typeof search.machine === 'string' && /^[\w-]{1,60}$/.test(search.machine) ? search.machine : undefined,
    path: search.path,
  };
}
