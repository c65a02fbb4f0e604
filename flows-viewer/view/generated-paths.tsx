import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { eventsOf, generateFlowPaths } from '../../machines/graph/flow-paths';
import type { FlowNamer } from './flow-names';
import { pathOf } from './flow-path';
import { eventText } from './transition-label';

export interface GeneratedPathsProps {
  entry: RegisteredMachine;
  names: FlowNamer;
  /** The address of a path's replay (?machine=…&path=…), so each can be opened or shared. */
  hrefOf(events: AnyEventObject[]): string;
  onReplay(events: AnyEventObject[]): void;
}

/**
 * The paths the coverage tool walks through this machine (machines/graph/flow-paths), each a link that
 * replays it in the viewer. Generated only when the list is opened: a big machine has hundreds.
 */
export function GeneratedPaths({ entry, names, hrefOf, onReplay }: GeneratedPathsProps) {
  const { t } = useTranslation();
  const [paths, setPaths] = useState<AnyEventObject[][]>();
  const open = () =>
    setPaths(
      (known) => known ?? generateFlowPaths(entry).map((path) => pathOf(eventsOf(path) as AnyEventObject[]) ?? []),
    );
  return (
    <chakra.details
      mt={3}
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      px={3}
      py={2}
      onToggle={(event) => (event.currentTarget.open ? open() : undefined)}
    >
      <chakra.summary cursor="pointer" fontWeight="bold" fontSize="sm">
        {t('flows.paths.heading')}
      </chakra.summary>
      <Text fontSize="12px" color="muted" my={1}>
        {t('flows.paths.hint')}
      </Text>
      {paths && (
        <Box
          as="ul"
          aria-label={t('flows.paths.heading')}
          maxH="320px"
          overflowY="auto"
          listStyleType="none"
          pl={0}
          m={0}
          fontSize="13px"
        >
          {paths.map((events, index) => {
            const label = t('flows.paths.path', {
              number: index + 1,
              steps:
                events.map((event) => eventText(event, entry.machine, t, names)).join(' → ') ||
                t('flows.paths.initial'),
            });
            return (
              <chakra.li key={index} py={1}>
                <chakra.a
                  href={hrefOf(events)}
                  color="brand.700"
                  textDecoration="underline"
                  onClick={(event) => {
                    event.preventDefault();
                    onReplay(events);
                  }}
                >
                  {label}
                </chakra.a>
              </chakra.li>
            );
          })}
        </Box>
      )}
    </chakra.details>
  );
}
