import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LiveFlowMessage } from '../../src/ui/live-inspect';
import { PanelHeading } from './step-panel';

export interface LivePanelProps {
  sessions: LiveFlowMessage[];
  followedId: string | undefined;
  onFollow(sessionId: string): void;
  /** The human names of the states a session's value stands for. */
  stateNamesOf(value: unknown): string;
}

/** Running flows of this machine in other tabs; the followed one is drawn on the chart. */
export function LivePanel({ sessions, followedId, onFollow, stateNamesOf }: LivePanelProps) {
  const { t, i18n } = useTranslation();
  const time = (at: number) => new Date(at).toLocaleTimeString(i18n.language);
  return (
    <Stack gap={3} fontSize="sm">
      <PanelHeading>{t('flows.live.heading')}</PanelHeading>
      <Text color="muted">{t('flows.live.hint')}</Text>
      {sessions.length === 0 && <Text>{t('flows.live.none')}</Text>}
      <Stack as="ul" gap={2} listStyleType="none" m={0} p={0} role="list">
        {sessions.map((session) => {
          const followed = session.sessionId === followedId;
          return (
            <li key={session.sessionId}>
              <chakra.button
                type="button"
                w="full"
                textAlign="left"
                p={2}
                borderWidth="1px"
                borderRadius="sm"
                borderColor={followed ? 'brand.600' : 'line'}
                bg={followed ? 'brand.50' : 'white'}
                cursor="pointer"
                aria-pressed={followed}
                onClick={() => onFollow(session.sessionId)}
              >
                <Text fontWeight="semibold">
                  {t('flows.live.session', { id: session.sessionId, time: time(session.at) })}
                </Text>
                <Text>{stateNamesOf(session.value)}</Text>
                <Box as="code" display="block" fontSize="11px" color="muted" wordBreak="break-all">
                  {JSON.stringify(session.value)}
                </Box>
                <Text fontSize="12px" color="muted">
                  {t(`flows.live.status.${session.status}`, { defaultValue: session.status })}
                </Text>
              </chakra.button>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
