import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { machineRegistry, type RegisteredMachine } from '../../../machines/index';
import { sampleRegistry } from '../../../machines/testing/sample-registry';
import { PageFrame } from '../../ui/page-frame';
import type { AnyEventObject } from 'xstate';
import { eventsOfPath, pathOf } from './flow-path';
import type { FlowsSearch } from './flows-search';
import { MachineView } from './machine-view';

export interface FlowsPageProps {
  machines?: readonly RegisteredMachine[];
  examples?: readonly RegisteredMachine[];
  /** The machine and path in the address: a shared link opens the same machine at the same step. */
  search?: FlowsSearch;
  onSearchChange?(search: FlowsSearch): void;
}

/** /flows: every statechart of the site, drawn, steppable and watchable; the example explains the notation. */
export function FlowsPage({ machines = machineRegistry, examples = sampleRegistry, search = {}, onSearchChange }: FlowsPageProps) {
  const { t } = useTranslation();
  const all = [...machines, ...examples];
  const [selectedId, setSelectedId] = useState(all.find((entry) => entry.id === search.machine)?.id ?? machines[0]?.id ?? examples[0]?.id);
  // The address's path applies to the machine it names, once: choosing another machine starts it afresh.
  const [shared, setShared] = useState(() => ({ machine: search.machine, events: eventsOfPath(search.path) }));
  const selected = all.find((entry) => entry.id === selectedId);
  const select = (id: string) => {
    setSelectedId(id);
    setShared({ machine: undefined, events: [] });
    onSearchChange?.({ machine: id });
  };
  const followPath = (events: AnyEventObject[]) => {
    if (selectedId) onSearchChange?.({ machine: selectedId, path: pathOf(events) });
  };
  return (
    <PageFrame>
      <Text color="muted" mb={4} maxW="60rem">
        {t('flows.intro')}
      </Text>
      <Stack gap={3} mb={4}>
        <MachinePicker heading={t('flows.machines')} entries={machines} selectedId={selectedId} onSelect={select} empty={t('flows.noMachines')} />
        <MachinePicker heading={t('flows.examples')} entries={examples} selectedId={selectedId} onSelect={select} />
      </Stack>
      {selected && (
        <Box>
          {selected.descriptionKey && (
            <Text mb={3} fontWeight="medium">
              {t(selected.descriptionKey)}
            </Text>
          )}
          <MachineView key={selected.id} entry={selected} path={selected.id === shared.machine ? shared.events : undefined} onPathChange={followPath} />
        </Box>
      )}
    </PageFrame>
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
        >
          {entry.id}
        </chakra.button>
      ))}
    </Flex>
  );
}
