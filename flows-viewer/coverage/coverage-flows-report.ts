import type { MachineCoverage } from '../../machines/graph/flow-coverage';

/** The coverage report as text for the terminal and as one self-contained HTML page. */
export function coverageText(machines: MachineCoverage[]): string {
  const lines = machines.map((machine) => {
    const mark = machine.complete ? 'ok  ' : 'FAIL';
    const uncovered = [...machine.states, ...machine.transitions].filter((item) => item.coveredBy.length === 0);
    const failed = machine.paths.filter((path) => !path.ok);
    return [
      `${mark} ${machine.id}: states ${machine.statePercent}% (${count(machine.states)}), transitions ${machine.transitionPercent}% (${count(machine.transitions)}), ${machine.paths.length} paths`,
      ...(machine.problem ? [`       ${machine.problem}`] : []),
      ...uncovered.map((item) => `       not covered: ${item.label}`),
      ...failed.map((path) => `       path failed: ${path.failure}`),
    ].join('\n');
  });
  return lines.length ? lines.join('\n') : 'No machines registered.';
}

function count(items: MachineCoverage['states']): string {
  return `${items.filter((item) => item.coveredBy.length > 0).length}/${items.length}`;
}

/** The report's style, a file beside it: the site's CSP allows no inline styles. */
export const coverageCss = `body{font:14px system-ui,sans-serif;color:#1f2430;margin:2rem;max-width:72rem}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;width:100%}td,th{border:1px solid #dde1e8;padding:.25rem .5rem;text-align:left;vertical-align:top}
.miss{background:#fdf2f3;color:#961b25}.ok{color:#1b6b3a}.fail{color:#961b25}code{font-size:12px}a{color:#961b25}
details{margin-bottom:1rem}
`;

export function coverageHtml(machines: MachineCoverage[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Flow coverage</title>
<link rel="stylesheet" href="report.css"></head><body>
<h1>Flow coverage</h1>
<p><a href="/flows">/flows</a>: each path below opens there, replayed step by step.</p>
${machines.map(machineSection).join('\n')}
</body></html>
`;
}

/** The /flows address that replays a path (see flows-viewer/view/flow-path.ts). */
function replayHref(machineId: string, events: readonly unknown[]): string {
  return `/flows?machine=${encodeURIComponent(machineId)}&path=${encodeURIComponent(JSON.stringify(events))}`;
}

function machineSection(machine: MachineCoverage): string {
  const status = machine.complete ? '<span class="ok">complete</span>' : '<span class="fail">incomplete</span>';
  return `<section id="${escape(machine.id)}">
<h2>${escape(machine.id)} — ${status}</h2>
${machine.problem ? `<p class="fail">${escape(machine.problem)}</p>` : ''}
<p>States ${machine.statePercent}% · transitions ${machine.transitionPercent}% · ${machine.paths.length} paths</p>
${itemTable('State', machine.states)}
${itemTable('Transition', machine.transitions)}
<details><summary>Paths</summary><ol start="0">
${machine.paths.map((path) => `<li class="${path.ok ? '' : 'miss'}"><a href="${escape(replayHref(machine.id, path.events))}"><code>${escape(path.events.map((event) => event.type).join(' → ') || '(initial)')}</code></a>${path.failure ? ` — ${escape(path.failure)}` : ''}</li>`).join('\n')}
</ol></details>
</section>`;
}

function itemTable(heading: string, items: MachineCoverage['states']): string {
  const rows = items.map((item) => {
    const by = item.coveredBy.length
      ? `paths ${item.coveredBy.slice(0, 12).join(', ')}${item.coveredBy.length > 12 ? ` … (${item.coveredBy.length})` : ''}`
      : 'not covered';
    return `<tr class="${item.coveredBy.length ? '' : 'miss'}"><td><code>${escape(item.label)}</code></td><td>${by}</td></tr>`;
  });
  return `<table><thead><tr><th>${heading}</th><th>Covered by</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}
