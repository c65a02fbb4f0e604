import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { ChartState } from '../../machines/graph/machine-chart';
import type { InnerTransitionView } from './diagram-model';

export interface StateNodeData extends Record<string, unknown> {
  label: string;
  state: ChartState | undefined;
  isGroup: boolean;
  isActive: boolean;
  invokeLines: string[];
  innerTransitions: InnerTransitionView[];
}

export type StateFlowNode = Node<StateNodeData, 'state'>;

const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

/** One state: atomic states are boxes, compound and parallel states are groups around their children. */
export function StateNode({ data }: NodeProps<StateFlowNode>) {
  const { t } = useTranslation();
  const { state, isGroup, isActive } = data;
  const isFinal = state?.type === 'final';
  const isRegion = state?.isRegion ?? false;
  return (
    <Box
      w="full"
      h="full"
      borderWidth={isFinal ? '4px' : '1.5px'}
      borderStyle={isFinal ? 'double' : isRegion ? 'dashed' : 'solid'}
      borderColor={isActive ? 'brand.600' : isGroup ? 'muted' : 'ink'}
      bg={
        isGroup ? (isActive ? 'rgba(200, 32, 46, 0.04)' : 'rgba(245, 246, 248, 0.55)') : isActive ? 'brand.50' : 'white'
      }
      boxShadow={isActive && !isGroup ? '0 0 0 3px rgba(200, 32, 46, 0.25)' : undefined}
      borderRadius={isRegion ? 'sm' : 'lg'}
      px={3}
      py={isGroup ? 1.5 : 2}
      fontSize="13px"
      lineHeight="18px"
      data-active={isActive || undefined}
      title={state?.id}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      <Flex align="center" gap={1.5}>
        {state?.isInitial && (
          <Text as="span" color="brand.600" aria-label={t('flows.state.initial')} title={t('flows.state.initial')}>
            ●→
          </Text>
        )}
        <Text as="span" fontWeight="semibold" color={isGroup ? 'muted' : 'ink'}>
          {data.label}
        </Text>
        {state?.type === 'parallel' && (
          <Text as="span" color="muted">
            {t('flows.state.parallel')}
          </Text>
        )}
        {isFinal && <chakra.span srOnly>{t('flows.state.final')}</chakra.span>}
      </Flex>
      {data.invokeLines.map((line) => (
        <Text key={line} color="muted" fontSize="12px">
          {line}
        </Text>
      ))}
      {data.innerTransitions.map((inner) => (
        <InnerTransition key={inner.key} inner={inner} />
      ))}
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </Box>
  );
}

function InnerTransition({ inner }: { inner: InnerTransitionView }) {
  const { t } = useTranslation();
  if (!inner.onTake) return <Text fontSize="12px">{inner.text}</Text>;
  return (
    <chakra.button
      type="button"
      display="block"
      fontSize="12px"
      color="brand.700"
      textDecoration="underline"
      cursor="pointer"
      textAlign="left"
      className="nodrag nopan"
      onClick={inner.onTake}
      aria-label={t('flows.diagram.take', { event: inner.text })}
    >
      {inner.text}
    </chakra.button>
  );
}
