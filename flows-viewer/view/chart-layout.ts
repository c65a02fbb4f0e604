import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartState, ChartTransition, MachineChart } from '../../machines/graph/machine-chart';

/**
 * Lays a statechart out with ELK's layered algorithm: compound and parallel states become groups holding
 * their children, transitions between states become routed edges with their labels placed by ELK.
 * A transition that stays inside its own state (no target, a self-loop, into a child or out to a parent)
 * is listed inside the state instead of drawn, which keeps groups readable.
 */
export interface LaidOutState {
  id: string;
  /** Undefined for the machine itself, the outermost group. */
  state: ChartState | undefined;
  label: string;
  parentId: string | undefined;
  isGroup: boolean;
  /** Relative to the parent group. */
  x: number;
  y: number;
  width: number;
  height: number;
  innerTransitions: ChartTransition[];
  /** The lines under the title: each tag (the state's page) and invoked actor, then each inner transition (same order as innerTransitions). */
  invokeLines: string[];
  innerLines: string[];
}

export interface LaidOutEdge {
  id: string;
  transition: ChartTransition;
  sourceId: string;
  targetId: string;
  label: string;
  /** Absolute (flow) coordinates. */
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  states: LaidOutState[];
  edges: LaidOutEdge[];
  width: number;
  height: number;
}

export type LayoutDirection = 'RIGHT' | 'DOWN';

/** Widths of one Latin character of a line, a state's bold title and an edge label; a CJK character is about twice as wide. */
const CHAR_WIDTH = 7.2;
const TITLE_CHAR_WIDTH = 8.4;
const EDGE_CHAR_WIDTH = 6.6;

export function textWidth(text: string, latinWidth: number): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x2e80 ? latinWidth * 1.85 : latinWidth;
  return width;
}

/** What a chart's boxes say: a state's title and an invoked actor's line (ids when not given). */
export interface ChartWords {
  stateTitle?: (stateId: string) => string;
  invokeLine?: (invokeId: string) => string;
  tagLine?: (tag: string) => string;
}

/** "event [guard] → target" for a transition listed inside its state. */
export function innerTransitionText(
  transition: ChartTransition,
  labelOf: (transition: ChartTransition) => string,
  titleOf: (id: string) => string = (id) => id.split('.').pop()!,
): string {
  const targets = transition.targetIds.map(titleOf).join(', ');
  return targets ? `${labelOf(transition)} → ${targets}` : labelOf(transition);
}
const LINE_HEIGHT = 18;
const GROUP_HEADER = 30;

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '56',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
};

/**
 * Lays the chart out left to right and top to bottom and keeps the one that shows largest in a view of
 * the given width/height ratio: long chains read better across, wide fans better down.
 */
export async function layoutChartToFit(
  elk: ELK,
  chart: MachineChart,
  labelOf: (transition: ChartTransition) => string,
  viewRatio: number,
  words: ChartWords = {},
): Promise<ChartLayout> {
  const candidates = await Promise.all(
    (['RIGHT', 'DOWN'] as const).map((direction) => layoutChart(elk, chart, labelOf, direction, words)),
  );
  const scale = (layout: ChartLayout) => Math.min(viewRatio / layout.width, 1 / layout.height);
  return candidates.reduce((best, candidate) => (scale(candidate) > scale(best) ? candidate : best));
}

export async function layoutChart(
  elk: ELK,
  chart: MachineChart,
  labelOf: (transition: ChartTransition) => string,
  direction: LayoutDirection = 'RIGHT',
  words: ChartWords = {},
): Promise<ChartLayout> {
  const titleOf = (id: string) =>
    words.stateTitle?.(id) ??
    (id === chart.rootId ? chart.machineId : (chart.states.find((state) => state.id === id)?.key ?? id));
  const invokeLine = (invokeId: string) => words.invokeLine?.(invokeId) ?? `invokes ${invokeId}`;
  const parentOf = new Map<string, string>(chart.states.map((state) => [state.id, state.parentId ?? chart.rootId]));
  const ancestors = (id: string): string[] => (parentOf.has(id) ? [id, ...ancestors(parentOf.get(id)!)] : [id]);
  const isDrawnEdge = (source: string, target: string) =>
    !ancestors(source).includes(target) && !ancestors(target).includes(source);

  const inner = new Map<string, ChartTransition[]>();
  const edges: Omit<LaidOutEdge, 'points' | 'labelBox'>[] = [];
  for (const transition of chart.transitions) {
    const drawnTargets = transition.targetIds.filter((target) => isDrawnEdge(transition.sourceId, target));
    if (drawnTargets.length < transition.targetIds.length || transition.targetIds.length === 0) {
      inner.set(transition.sourceId, [...(inner.get(transition.sourceId) ?? []), transition]);
    }
    for (const targetId of drawnTargets) {
      edges.push({
        id: `${transition.key}#${targetId}`,
        transition,
        sourceId: transition.sourceId,
        targetId,
        label: labelOf(transition),
      });
    }
  }

  const childrenOf = (id: string) => chart.states.filter((state) => (state.parentId ?? chart.rootId) === id);
  const innerLines = (id: string) =>
    (inner.get(id) ?? []).map((transition) => innerTransitionText(transition, labelOf, titleOf));
  const tagLine = (tag: string) => words.tagLine?.(tag) ?? `tag ${tag}`;
  const invokeLines = (state: ChartState | undefined) =>
    state ? [...state.tags.map(tagLine), ...state.invokes.map((invoke) => invokeLine(invoke.id))] : [];
  const toElk = (id: string, title: string, state: ChartState | undefined): ElkNode => {
    const children = childrenOf(id);
    // The title is bold and may carry the initial-state mark or "(parallel)"; the other lines are smaller.
    const titleWidth =
      textWidth(title, TITLE_CHAR_WIDTH) +
      ((state?.isInitial ? 3 : 0) + (state?.type === 'parallel' ? 11 : 0)) * TITLE_CHAR_WIDTH;
    const lines = [title, ...invokeLines(state), ...innerLines(id)];
    const width = Math.max(titleWidth, ...lines.slice(1).map((line) => textWidth(line, CHAR_WIDTH))) + 32;
    if (children.length === 0) return { id, width, height: lines.length * LINE_HEIGHT + 18 };
    const top = GROUP_HEADER + (lines.length - 1) * LINE_HEIGHT;
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
        'elk.nodeSize.minimum': `(${width},${top + 20})`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
      children: children.map((child) => toElk(child.id, titleOf(child.id), child)),
      edges: [],
    };
  };
  const root = toElk(chart.rootId, titleOf(chart.rootId), undefined);
  const elkNodes = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    elkNodes.set(node.id, node);
    node.children?.forEach(index);
  };
  index(root);
  for (const edge of edges) {
    // ELK wants each edge in the innermost group that holds both of its ends.
    const sourceChain = ancestors(edge.sourceId).slice(1);
    const container = sourceChain.find((id) => ancestors(edge.targetId).includes(id)) ?? chart.rootId;
    const elkEdge: ElkExtendedEdge = {
      id: edge.id,
      sources: [edge.sourceId],
      targets: [edge.targetId],
      labels: [{ text: edge.label, width: textWidth(edge.label, EDGE_CHAR_WIDTH) + 10, height: LINE_HEIGHT }],
    };
    elkNodes.get(container)!.edges!.push(elkEdge);
  }
  const laidOut = await elk.layout({
    ...root,
    layoutOptions: { ...layoutOptions, 'elk.direction': direction, ...root.layoutOptions },
  });
  return {
    states: flattenStates(laidOut, undefined, chart, { inner, titleOf, innerLines, invokeLines }),
    edges: collectEdges(laidOut, edges),
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
  };
}

interface StateWords {
  inner: Map<string, ChartTransition[]>;
  titleOf: (id: string) => string;
  innerLines: (id: string) => string[];
  invokeLines: (state: ChartState | undefined) => string[];
}

function flattenStates(
  node: ElkNode,
  parentId: string | undefined,
  chart: MachineChart,
  words: StateWords,
): LaidOutState[] {
  const state = chart.states.find((candidate) => candidate.id === node.id);
  const own: LaidOutState = {
    id: node.id,
    state,
    label: words.titleOf(node.id),
    parentId,
    isGroup: (node.children?.length ?? 0) > 0,
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
    innerTransitions: words.inner.get(node.id) ?? [],
    invokeLines: words.invokeLines(state),
    innerLines: words.innerLines(node.id),
  };
  return [own, ...(node.children ?? []).flatMap((child) => flattenStates(child, node.id, chart, words))];
}

function collectEdges(node: ElkNode, edges: Omit<LaidOutEdge, 'points' | 'labelBox'>[]): LaidOutEdge[] {
  const own = (node.edges ?? []).flatMap((elkEdge) => {
    const edge = edges.find((candidate) => candidate.id === elkEdge.id);
    const section = elkEdge.sections?.[0];
    if (!edge || !section) return [];
    const label = elkEdge.labels?.[0];
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const labelBox = {
      x: label?.x ?? points[0]!.x,
      y: label?.y ?? points[0]!.y,
      width: label?.width ?? 0,
      height: label?.height ?? 0,
    };
    return [{ ...edge, points, labelBox }];
  });
  return [...own, ...(node.children ?? []).flatMap((child) => collectEdges(child, edges))];
}
