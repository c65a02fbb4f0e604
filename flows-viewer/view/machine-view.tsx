import { Box, chakra, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { describeMachine, describeTransition, type ChartTransition } from '../../machines/graph/machine-chart';
import { lazyView } from '../../src/ui/lazy-view';
import type { ChartWords } from './chart-layout';
import { ChartPane } from './chart-pane';
import type { DiagramState } from './diagram-model';
import type { StepperView } from './flow-stepper';
import type { FlowNamer } from './flow-names';
import { LivePanel } from './live-panel';
import { activeIdsOfValue } from './live-state';
import { StepPanel } from './step-panel';
import { transitionLabel } from './transition-label';
import { useChartLayout } from './use-chart-layout';
import { useFlowNamer } from './use-flow-namer';
import { useFlowStepper } from './use-flow-stepper';
import { useLiveFlows } from './use-live-flows';

// The paths xstate/graph generates are listed below the chart: the graph walker loads after the page.
const GeneratedPaths = lazyView(() => import('./generated-paths').then(({ GeneratedPaths }) => GeneratedPaths));

type Mode = 'step' | 'live';

/** One machine: its chart, stepped by hand or following a live actor from another tab. */
export interface MachineViewProps {
  entry: RegisteredMachine;
  /** The events of a shared path: the stepper starts at its end. */
  path?: readonly AnyEventObject[];
  /** Told the events taken whenever they change, so the address can be shared. */
  onPathChange?(events: AnyEventObject[]): void;
  /** The address that replays a path, and replaying one (the generated paths' links). */
  hrefOfPath?(events: AnyEventObject[]): string;
  onReplay?(events: AnyEventObject[]): void;
}

export function MachineView({ entry, path, onPathChange, hrefOfPath, onReplay }: MachineViewProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('step');
  const names = useFlowNamer(entry);
  const chart = useMemo(() => describeMachine(entry.machine), [entry]);
  const labelOf = useCallback(
    (transition: ChartTransition) => transitionLabel(transition, entry.machine, t, names),
    [entry, t, names],
  );
  const words = useMemo<ChartWords>(
    () => ({
      stateTitle: (id) => (id === chart.rootId ? names.machine.name : names.state(id).name),
      invokeLine: (invokeId) => t('flows.state.invokes', { src: names.actor(invokeId).name }),
      tagLine: (tag) => t('flows.state.tag', { tag }),
    }),
    [chart, names, t],
  );
  const { layout, failed } = useChartLayout(chart, labelOf, words);
  const { stepper, view } = useFlowStepper(entry, path);
  const steps = view?.steps;
  const pathChanged = useEffectEvent((events: AnyEventObject[]) => onPathChange?.(events));
  useEffect(() => {
    if (steps) pathChanged(steps.map((step) => step.event));
  }, [steps]);
  const sessions = useLiveFlows().filter((session) => session.machineId === entry.machine.id);
  const [followedId, setFollowedId] = useState<string>();
  const followed = sessions.find((session) => session.sessionId === followedId) ?? sessions[0];

  const diagram = useMemo<DiagramState>(() => {
    if (mode === 'live') {
      return {
        activeStateIds: followed ? activeIdsOfValue(entry.machine, followed.value) : new Set(),
        enabledEvents: new Map(),
        lastTransitionKeys: new Set(),
      };
    }
    if (!view || !stepper)
      return { activeStateIds: new Set(), enabledEvents: new Map(), lastTransitionKeys: new Set() };
    return {
      activeStateIds: view.activeStateIds,
      enabledEvents: enabledByTransition(entry, view),
      lastTransitionKeys: new Set(view.steps.at(-1)?.transitionKeys ?? []),
      onTake: (event: AnyEventObject) => stepper.take(event),
    };
  }, [mode, followed, view, stepper, entry]);

  return (
    <Flex gap={4} align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Box flex="1" minW={0} w="full">
        <ChartPane
          machineId={entry.id}
          machineName={names.machine.name}
          layout={layout}
          failed={failed}
          diagram={diagram}
        />
        {onReplay && hrefOfPath && (
          <GeneratedPaths entry={entry} names={names} hrefOf={hrefOfPath} onReplay={onReplay} />
        )}
      </Box>
      <Box w={{ base: 'full', lg: '300px' }} flexShrink={0}>
        <Flex
          role="group"
          aria-label={t('flows.mode.label')}
          mb={3}
          borderWidth="1px"
          borderColor="line"
          borderRadius="md"
          overflow="hidden"
        >
          {(['step', 'live'] as const).map((option) => (
            <chakra.button
              key={option}
              type="button"
              flex="1"
              py={1.5}
              fontSize="sm"
              aria-pressed={mode === option}
              bg={mode === option ? 'brand.600' : 'white'}
              color={mode === option ? 'white' : 'ink'}
              cursor="pointer"
              onClick={() => setMode(option)}
            >
              {t(`flows.mode.${option}`)}
            </chakra.button>
          ))}
        </Flex>
        {mode === 'step' && view && stepper && (
          <StepPanel
            machine={entry.machine}
            names={names}
            view={view}
            onTake={(event) => stepper.take(event)}
            onUndo={() => stepper.undo()}
            onReset={() => stepper.reset()}
          />
        )}
        {mode === 'live' && (
          <LivePanel
            sessions={sessions}
            followedId={followed?.sessionId}
            onFollow={setFollowedId}
            stateNamesOf={(value) => leafStateNames(entry, names, value)}
          />
        )}
      </Box>
    </Flex>
  );
}

/** "Searching" or "Economy, Cabin bag only": the innermost states a state value stands for, by name. */
function leafStateNames(entry: RegisteredMachine, names: FlowNamer, value: unknown): string {
  const active = activeIdsOfValue(entry.machine, value);
  return [...active]
    .filter((id) => ![...active].some((other) => other.startsWith(`${id}.`)))
    .map((id) => names.state(id).name)
    .join(', ');
}

/** For each chart transition the current state can take, the first enabled event that takes it. */
function enabledByTransition(entry: RegisteredMachine, view: StepperView): Map<string, AnyEventObject> {
  const byKey = new Map<string, AnyEventObject>();
  for (const event of view.enabledEvents) {
    for (const transition of entry.machine.getTransitionData(view.snapshot, event)) {
      const key = describeTransition(transition).key;
      if (!byKey.has(key)) byKey.set(key, event);
    }
  }
  return byKey;
}
