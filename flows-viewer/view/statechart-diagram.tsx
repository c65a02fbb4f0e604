import { Box } from '@chakra-ui/react';
import { Background, Controls, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartLayout } from './chart-layout';
import { toFlowElements, type DiagramState } from './diagram-model';
import { StateNode } from './state-node';
import { TransitionEdge } from './transition-edge';

const nodeTypes = { state: StateNode };
/** The chart opens at full size (11 px labels stay 11 px) around the current state, not shrunk to fit: pan and zoom from there. */
const OPENING_ZOOM = 1;
const edgeTypes = { transition: TransitionEdge };

export interface StatechartDiagramProps {
  machineId: string;
  /** The machine's human name, for the figure's name. */
  machineName: string;
  layout: ChartLayout;
  diagram: DiagramState;
}

/** The chart, zoomable and pannable; nothing in it can be moved or connected, only events taken. */
export function StatechartDiagram({ machineId, machineName, layout, diagram }: StatechartDiagramProps) {
  const { t } = useTranslation();
  const { nodes, edges } = useMemo(() => toFlowElements(layout, diagram), [layout, diagram]);
  // Only the opening view reads this: the current state's own box (not the groups around it).
  const focus = layout.states
    .filter((state) => !state.isGroup && diagram.activeStateIds.has(state.id))
    .map((state) => ({ id: state.id }));
  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t('flows.diagram.controls'),
      'controls.zoomIn.ariaLabel': t('flows.diagram.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flows.diagram.zoomOut'),
      'controls.fitView.ariaLabel': t('flows.diagram.fitView'),
      'node.a11yDescription.default': t('flows.diagram.nodeDescription'),
      'edge.a11yDescription.default': t('flows.diagram.edgeDescription'),
    }),
    [t],
  );
  return (
    <Box
      role="figure"
      aria-label={t('flows.diagram.label', { id: machineName })}
      h="680px"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      bg="white"
    >
      <ReactFlow
        key={machineId}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        zIndexMode="auto"
        minZoom={0.2}
        maxZoom={2.5}
        fitView
        fitViewOptions={
          focus.length
            ? { nodes: focus, minZoom: OPENING_ZOOM, maxZoom: OPENING_ZOOM }
            : { padding: 0.04, minZoom: OPENING_ZOOM }
        }
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background gap={24} color="#eceef2" />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
