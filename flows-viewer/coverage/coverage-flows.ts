import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { machineRegistry } from '../registry/machine-registry';
import { measureCoverage } from '../../machines/graph/flow-coverage';
import { coverageCss, coverageHtml, coverageText } from './coverage-flows-report';

/**
 * `npm run coverage:flows`: walks every registered machine's state graph, replays the paths on real
 * actors and reports which states and transitions they cover. Exits 1 when a machine is below 100 %.
 */
export async function runFlowCoverage(
  registry: readonly RegisteredMachine[],
  outDir: string,
  print: (text: string) => void = console.log,
): Promise<number> {
  const machines = registry.map(measureCoverage);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'coverage.json'), `${JSON.stringify({ machines }, null, 2)}\n`);
  await writeFile(join(outDir, 'index.html'), coverageHtml(machines));
  await writeFile(join(outDir, 'report.css'), coverageCss);
  print(coverageText(machines));
  print(`Report: ${join(outDir, 'index.html')}`);
  return machines.every((machine) => machine.complete) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `npm run coverage:flows [out dir]`; the site's build passes dist/flows-coverage (flows-viewer/coverage/flows-coverage.ts).
  process.exitCode = await runFlowCoverage(machineRegistry, process.argv[2] ?? join('coverage', 'flows'));
}
