import { Box, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartLayout } from './chart-layout';
import { ChartExport } from './chart-export';
import { ChartLegend } from './chart-legend';
import { chartSvg } from './chart-svg';
import type { DiagramState } from './diagram-model';

// React Flow loads with the diagram (after the layout is computed), not with the /flows page: it keeps the
// page within its first-load budget (docs/performance.md).
const StatechartDiagram = lazy(() =>
  import('./statechart-diagram').then((module) => ({ default: module.StatechartDiagram })),
);

export interface ChartPaneProps {
  machineId: string;
  machineName: string;
  layout: ChartLayout | undefined;
  failed: boolean | undefined;
  diagram: DiagramState;
}

/** The chart (or why it is not there yet), its export buttons and its legend. */
export function ChartPane({ machineId, machineName, layout, failed, diagram }: ChartPaneProps) {
  const { t } = useTranslation();
  if (!layout) {
    return (
      <Flex
        h="680px"
        align="center"
        justify="center"
        borderWidth="1px"
        borderColor="line"
        borderRadius="md"
        role="status"
      >
        <Text color="muted">{t(failed ? 'flows.diagram.failed' : 'flows.diagram.loading')}</Text>
      </Flex>
    );
  }
  const svg = () =>
    chartSvg(layout, machineName, {
      activeStateIds: diagram.activeStateIds,
      enabledTransitionKeys: new Set(diagram.enabledEvents.keys()),
      lastTransitionKeys: diagram.lastTransitionKeys,
    });
  return (
    <Box>
      <Suspense fallback={<Box h="680px" borderWidth="1px" borderColor="line" borderRadius="md" />}>
        <StatechartDiagram machineId={machineId} machineName={machineName} layout={layout} diagram={diagram} />
      </Suspense>
      <Flex mt={2} justify="flex-end">
        <ChartExport fileName={`${machineId}-flow`} svg={svg} />
      </Flex>
      <ChartLegend />
    </Box>
  );
}
