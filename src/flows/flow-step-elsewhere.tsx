import { Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ui/action-button';
import { useLocaleParam } from '../ui/locale-link';

export interface FlowStepElsewhereProps {
  /** The flow in the reader's words ("your meal purchase"). */
  flow: string;
  /** This page's step, and the step the tab's flow stands at (its first one when nothing is under way). */
  here: string;
  current: string;
  /** Whether anything is under way: false when the flow stands at its first step. */
  started: boolean;
  /** The route of the current step. */
  to: string;
  /** Another way in beside it (e.g. the order list, where an unpaid order can be paid). */
  more?: ReactNode;
}

/**
 * A flow's step opened from a bookmark or a shared link, or after the flow moved on: says which step this page
 * is, where the tab's flow stands (or that nothing is under way), and offers the way in, never a dead end.
 */
export function FlowStepElsewhere({ flow, here, current, started, to, more }: FlowStepElsewhereProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <Stack gap={3} py={4} maxW="640px" role="status">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {here}
      </Text>
      <Text>
        {started
          ? t('flowHost.elsewhere.inProgress', { flow, current, here })
          : t('flowHost.elsewhere.notStarted', { flow, start: current, here })}
      </Text>
      <Flex gap={3} wrap="wrap" align="center">
        <ActionButton asChild>
          <Link to={to} params={localeParam}>
            {started
              ? t('flowHost.elsewhere.continue', { current })
              : t('flowHost.elsewhere.start', { start: current })}
          </Link>
        </ActionButton>
        {more}
      </Flex>
    </Stack>
  );
}
