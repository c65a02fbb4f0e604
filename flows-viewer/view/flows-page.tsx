import { Box, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { machineRegistry } from '../registry/machine-registry';
import { sampleRegistry } from '../examples/sample-registry';
import type { AnyEventObject } from 'xstate';
import { flowNamer } from './flow-names';
import { useFlowNamesArea } from './flow-names-area';
import { eventsOfPath, pathOf } from './flow-path';
import type { FlowsSearch } from './flows-search';
import { MachineView } from './machine-view';

/** Where the site serves `npm run coverage:flows`'s report (scripts/build/flows-coverage.ts). */
const COVERAGE_REPORT = '/flows-coverage/index.html';

export interface FlowsPageProps {
  machines?: readonly RegisteredMachine[];
  examples?: readonly RegisteredMachine[];
  /** The machine and path in the address: a shared link opens the same machine at the same step. */
  search?: FlowsSearch;
  onSearchChange?(search: FlowsSearch): void;
}

/** /flows: every statechart of the site, drawn, steppable and watchable; the example explains the notation. */
export function FlowsPage({
  machines = machineRegistry,
  examples = sampleRegistry,
  search = {},
  onSearchChange,
}: FlowsPageProps) {
  const { t } = useTranslation();
  const all = [...machines, ...examples];
  const [selectedId, setSelectedId] = useState(
    all.find((entry) => entry.id === search.machine)?.id ?? machines[0]?.id ?? examples[0]?.id,
  );
  // The address's path applies to the machine it names, once: choosing another machine starts it afresh.
  // A replayed path (from the list of generated paths) counts as a new one, so the view starts over with it.
  const [shared, setShared] = useState(() => ({
    machine: search.machine,
    events: eventsOfPath(search.path),
    replay: 0,
  }));
  const selected = all.find((entry) => entry.id === selectedId);
  const select = (id: string) => {
    setSelectedId(id);
    setShared({ machine: undefined, events: [], replay: shared.replay });
    onSearchChange?.({ machine: id });
  };
  const followPath = (events: AnyEventObject[]) => {
    if (selectedId) onSearchChange?.({ machine: selectedId, path: pathOf(events) });
  };
  const replay = (events: AnyEventObject[]) => {
    if (!selectedId) return;
    setShared({ machine: selectedId, events, replay: shared.replay + 1 });
    onSearchChange?.({ machine: selectedId, path: pathOf(events) });
  };
  const hrefOfPath = (events: AnyEventObject[]) =>
    `?machine=${encodeURIComponent(selectedId ?? '')}&path=${encodeURIComponent(JSON.stringify(pathOf(events) ?? []))}`;
  return (
    <Box>
      <Text color="muted" mb={2} maxW="60rem">
        {t('flows.intro')}
      </Text>
      <Text mb={4} fontSize="sm">
        <Link href={COVERAGE_REPORT} color="brand.700" textDecoration="underline">
          {t('flows.coverageReport')}
        </Link>
      </Text>
      <Stack gap={3} mb={4}>
        <MachinePicker
          heading={t('flows.machines')}
          entries={machines}
          selectedId={selectedId}
          onSelect={select}
          empty={t('flows.noMachines')}
        />
        <MachinePicker heading={t('flows.examples')} entries={examples} selectedId={selectedId} onSelect={select} />
      </Stack>
      {selected && (
        <Box>
          {selected.descriptionKey && (
            <Text mb={3} fontWeight="medium">
              {t(selected.descriptionKey)}
            </Text>
          )}
          <MachineView
            key={`${selected.id}#${shared.replay}`}
            entry={selected}
            path={selected.id === shared.machine ? shared.events : undefined}
            onPathChange={followPath}
            hrefOfPath={hrefOfPath}
            onReplay={replay}
          />
        </Box>
      )}
    </Box>
  );
}

interface MachinePickerProps {
  heading: string;
  entries: readonly RegisteredMachine[];
  selectedId: string | undefined;
  onSelect(id: string): void;
  empty?: string;
}

function MachinePicker({ heading, entries, selectedId, onSelect, empty }: MachinePickerProps) {
  const { t } = useTranslation();
  useFlowNamesArea();
  if (entries.length === 0 && !empty) return null;
  return (
    <Flex as="section" align="center" gap={2} wrap="wrap" aria-label={heading}>
      <chakra.h2 fontSize="sm" fontWeight="bold" minW="6rem">
        {heading}
      </chakra.h2>
      {entries.length === 0 && <Text color="muted">{empty}</Text>}
      {entries.map((entry) => (
        <chakra.button
          key={entry.id}
          type="button"
          px={3}
          py={1}
          fontSize="sm"
          borderWidth="1px"
          borderRadius="full"
          borderColor={entry.id === selectedId ? 'brand.600' : 'line'}
          bg={entry.id === selectedId ? 'brand.600' : 'white'}
          color={entry.id === selectedId ? 'white' : 'ink'}
          aria-pressed={entry.id === selectedId}
          cursor="pointer"
          onClick={() => onSelect(entry.id)}
          title={entry.id}
        >
          {flowNamer(entry.machine, entry.id, t(`flowNames.${entry.id}`, { returnObjects: true })).machine.name}
        </chakra.button>
      ))}
    </Flex>
  );
}
