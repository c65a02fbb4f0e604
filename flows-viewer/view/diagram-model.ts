import { MarkerType } from '@xyflow/react';
import type { AnyEventObject } from 'xstate';
import type { ChartTransition } from '../../machines/graph/machine-chart';
import type { ChartLayout } from './chart-layout';
import type { StateFlowNode } from './state-node';
import type { TransitionFlowEdge } from './transition-edge';

export interface InnerTransitionView {
  key: string;
  text: string;
  onTake?: () => void;
}

/** What the diagram shows of a running flow: where it is, what it can do next, what it just did. */
export interface DiagramState {
  activeStateIds: ReadonlySet<string>;
  /** For each transition the current state can take, the event that takes it. */
  enabledEvents: ReadonlyMap<string, AnyEventObject>;
  lastTransitionKeys: ReadonlySet<string>;
  onTake?: (event: AnyEventObject) => void;
}

/** The z-index of the edges and their labels: above the deepest nesting of states. */
export const EDGE_LAYER = 1000;

/** Turns a laid-out chart into React Flow nodes (parents before children, as React Flow needs) and edges. */
export function toFlowElements(layout: ChartLayout, diagram: DiagramState) {
  const takeOf = (transition: ChartTransition) => {
    const event = diagram.enabledEvents.get(transition.key);
    return event && diagram.onTake ? () => diagram.onTake!(event) : undefined;
  };
  const nodes: StateFlowNode[] = layout.states.map((state) => ({
    id: state.id,
    type: 'state',
    position: { x: state.x, y: state.y },
    ...(state.parentId ? { parentId: state.parentId } : {}),
    width: state.width,
    height: state.height,
    style: { width: state.width, height: state.height },
    draggable: false,
    selectable: false,
    focusable: false,
    data: {
      label: state.label,
      state: state.state,
      isGroup: state.isGroup,
      // The machine itself is always active; tinting the whole chart would say nothing.
      isActive: state.parentId !== undefined && diagram.activeStateIds.has(state.id),
      invokeLines: state.invokeLines,
      innerTransitions: state.innerTransitions.map((transition, index) => ({
        key: transition.key,
        text: state.innerLines[index]!,
        onTake: takeOf(transition),
      })),
    },
  }));
  const edges: TransitionFlowEdge[] = layout.edges.map((edge) => {
    const isLast = diagram.lastTransitionKeys.has(edge.transition.key);
    const onTake = takeOf(edge.transition);
    return {
      id: edge.id,
      type: 'transition',
      source: edge.sourceId,
      target: edge.targetId,
      selectable: false,
      focusable: false,
      // Above every state box: a group's tinted box would otherwise cover the edges and labels inside it
      // (pale labels, and buttons on the chart nobody can click).
      zIndex: EDGE_LAYER,
      markerEnd: {
        type: MarkerType.ArrowClosed,
        color: onTake || isLast ? '#b8232f' : '#5b6272',
        width: 16,
        height: 16,
      },
      data: {
        label: edge.label,
        detail: edge.transition.key,
        points: edge.points,
        labelBox: edge.labelBox,
        isLast,
        ...(onTake ? { onTake } : {}),
      },
    };
  });
  return { nodes, edges };
}
