import type { ChartLayout, LaidOutState } from './chart-layout';

/** What the exported chart marks of a running flow: the current state, what it can take next, what it just took. */
export interface SvgHighlights {
  activeStateIds: ReadonlySet<string>;
  enabledTransitionKeys: ReadonlySet<string>;
  lastTransitionKeys: ReadonlySet<string>;
}

const NONE: SvgHighlights = {
  activeStateIds: new Set(),
  enabledTransitionKeys: new Set(),
  lastTransitionKeys: new Set(),
};
const MARGIN = 16;
const FONT = `'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif`;
const INK = '#1f2430';
const MUTED = '#5b6272';
const RED = '#b8232f';

/**
 * The chart as one self-contained SVG document, drawn from the same layout as the page (plain shapes and
 * text, no HTML inside), so a review document can hold it and a canvas can turn it into a PNG.
 */
export function chartSvg(layout: ChartLayout, title: string, highlights: SvgHighlights = NONE): string {
  const origin = absolutePositions(layout.states);
  const width = Math.ceil(layout.width + MARGIN * 2);
  const height = Math.ceil(layout.height + MARGIN * 2);
  const states = layout.states.map((state) =>
    stateSvg(state, origin.get(state.id)!, highlights.activeStateIds.has(state.id) && state.parentId !== undefined),
  );
  const edges = layout.edges.map((edge) => {
    const hot =
      highlights.enabledTransitionKeys.has(edge.transition.key) ||
      highlights.lastTransitionKeys.has(edge.transition.key);
    const colour = hot ? RED : MUTED;
    const points = edge.points.map((point) => `${point.x},${point.y}`).join(' ');
    const box = edge.labelBox;
    return [
      `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="${hot ? 2 : 1.25}" marker-end="url(#${hot ? 'arrow-hot' : 'arrow'})"/>`,
      `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff" fill-opacity="0.85"/>`,
      `<text x="${box.x + 4}" y="${box.y + 13}" font-size="11" fill="${hot ? RED : INK}">${escapeXml(edge.label)}</text>`,
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
<title>${escapeXml(title)}</title>
<defs>${marker('arrow', MUTED)}${marker('arrow-hot', RED)}</defs>
<rect width="100%" height="100%" fill="#ffffff"/>
<g transform="translate(${MARGIN},${MARGIN})">
${states.join('\n')}
${edges.join('\n')}
</g>
</svg>
`;
}

function marker(id: string, colour: string): string {
  return `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
}

function stateSvg(state: LaidOutState, at: { x: number; y: number }, active: boolean): string {
  const kind = state.state;
  const isFinal = kind?.type === 'final';
  const stroke = active ? RED : state.isGroup ? MUTED : INK;
  const fill = state.isGroup ? (active ? '#fdf4f5' : '#f7f8fa') : active ? '#fdecee' : '#ffffff';
  const dash = kind?.isRegion ? ' stroke-dasharray="6 4"' : '';
  const radius = kind?.isRegion ? 3 : 8;
  const shapes = [
    `<rect x="${at.x}" y="${at.y}" width="${state.width}" height="${state.height}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="${active ? 2.5 : 1.5}"${dash}/>`,
  ];
  if (isFinal)
    shapes.push(
      `<rect x="${at.x + 3}" y="${at.y + 3}" width="${state.width - 6}" height="${state.height - 6}" rx="${radius - 2}" fill="none" stroke="${stroke}" stroke-width="1"/>`,
    );
  const title = `${kind?.isInitial ? '●→ ' : ''}${state.label}${kind?.type === 'parallel' ? ' ∥' : ''}`;
  const top = at.y + (state.isGroup ? 19 : 22);
  shapes.push(
    `<text x="${at.x + 12}" y="${top}" font-size="13" font-weight="600" fill="${state.isGroup ? MUTED : INK}">${escapeXml(title)}</text>`,
  );
  [...state.invokeLines, ...state.innerLines].forEach((line, index) => {
    shapes.push(
      `<text x="${at.x + 12}" y="${top + 18 * (index + 1)}" font-size="12" fill="${index < state.invokeLines.length ? MUTED : INK}">${escapeXml(line)}</text>`,
    );
  });
  return `<g data-state="${escapeXml(state.id)}">${shapes.join('')}</g>`;
}

/** Layout positions are relative to the parent group; the SVG wants them from the chart's corner. */
function absolutePositions(states: readonly LaidOutState[]): Map<string, { x: number; y: number }> {
  const positions = new Map<string, { x: number; y: number }>();
  for (const state of states) {
    const parent = state.parentId ? positions.get(state.parentId) : undefined;
    positions.set(state.id, { x: (parent?.x ?? 0) + state.x, y: (parent?.y ?? 0) + state.y });
  }
  return positions;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}
