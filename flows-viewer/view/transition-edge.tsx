import { chakra } from '@chakra-ui/react';
import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { EDGE_LAYER } from './diagram-model';

export interface TransitionEdgeData extends Record<string, unknown> {
  label: string;
  /** The transition in ids (source, event, guard, target), shown on hover. */
  detail: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number };
  /** Set when the current state can take this transition. */
  onTake?: () => void;
  /** Taken by the last step. */
  isLast: boolean;
}

export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

/** A transition drawn along the route ELK computed (the node handles are only anchors for React Flow). */
export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  const { t } = useTranslation();
  if (!data) return null;
  const path = data.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  const highlighted = Boolean(data.onTake) || data.isLast;
  const { x, y } = data.labelBox;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{ stroke: highlighted ? '#b8232f' : '#5b6272', strokeWidth: highlighted ? 2 : 1.25 }}
      />
      <EdgeLabelRenderer>
        <chakra.div
          position="absolute"
          transform={`translate(${x}px, ${y}px)`}
          fontSize="11px"
          lineHeight="16px"
          whiteSpace="nowrap"
          pointerEvents="all"
          zIndex={EDGE_LAYER + 1}
          className="nodrag nopan"
        >
          {data.onTake ? (
            <chakra.button
              type="button"
              px={1}
              borderRadius="sm"
              bg="brand.50"
              color="brand.700"
              borderWidth="1px"
              borderColor="brand.500"
              cursor="pointer"
              _hover={{ bg: 'brand.100' }}
              onClick={data.onTake}
              title={data.detail}
              aria-label={t('flows.diagram.take', { event: data.label })}
            >
              {data.label}
            </chakra.button>
          ) : (
            <chakra.span
              title={data.detail}
              px={1}
              bg="rgba(255,255,255,0.85)"
              color={data.isLast ? 'brand.700' : 'ink'}
            >
              {data.label}
            </chakra.span>
          )}
        </chakra.div>
      </EdgeLabelRenderer>
    </>
  );
}
