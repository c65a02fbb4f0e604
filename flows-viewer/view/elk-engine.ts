import type { ELK } from 'elkjs/lib/elk-api';

/**
 * The ELK layout engine for the page: in a browser it runs in elkjs's own web worker (a 1.6 MB script,
 * fetched when the first chart is laid out), so laying out a big chart never blocks the page; where there
 * are no workers (jsdom in tests) it runs the bundled engine in the page.
 */
let engine: Promise<ELK> | undefined;

export function elkEngine(): Promise<ELK> {
  engine ??= typeof Worker === 'undefined' ? inPage() : inWorker();
  return engine;
}

async function inWorker(): Promise<ELK> {
  const [{ default: ElkApi }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  return new ElkApi({ workerUrl });
}

async function inPage(): Promise<ELK> {
  const { default: ElkBundled } = await import('elkjs/lib/elk.bundled.js');
  return new ElkBundled();
}
