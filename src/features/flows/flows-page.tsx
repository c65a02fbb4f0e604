import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { machineRegistry, type RegisteredMachine } from '../../../machines/index';
import { sampleRegistry } from '../../../machines/testing/sample-registry';
import { PageFrame } from '../../ui/page-frame';
import { MachineView } from './machine-view';

export interface FlowsPageProps {
  machines?: readonly RegisteredMachine[];
  examples?: readonly RegisteredMachine[];
}

/** /flows: every statechart of the site, drawn, steppable and watchable; the example explains the notation. */
export function FlowsPage({ machines = machineRegistry, examples = sampleRegistry }: FlowsPageProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(machines[0]?.id ?? examples[0]?.id);
  const selected = [...machines, ...examples].find((entry) => entry.id === selectedId);
  return (
    <PageFrame>
      <Text color="muted" mb={4} maxW="60rem">
        {t('flows.intro')}
      </Text>
      <Stack gap={3} mb={4}>
        <MachinePicker heading={t('flows.machines')} entries={machines} selectedId={selectedId} onSelect={setSelectedId} empty={t('flows.noMachines')} />
        <MachinePicker heading={t('flows.examples')} entries={examples} selectedId={selectedId} onSelect={setSelectedId} />
      </Stack>
      {selected && (
        <Box>
          {selected.descriptionKey && (
            <Text mb={3} fontWeight="medium">
              {t(selected.descriptionKey)}
            </Text>
          )}
          <MachineView key={selected.id} entry={selected} />
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
