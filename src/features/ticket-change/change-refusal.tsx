import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeFailure } from '../../../machines/ticket-change-context';
import { ActionButton } from '../../ui/action-button';

/** A refusal or a failure: the server's words (or a plain "try again"), and the ways on. */
export function ChangeRefusal({
  failure,
  onRetry,
  back,
  children,
}: {
  failure: ChangeFailure | undefined;
  onRetry?: () => void;
  back?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={3} align="flex-start">
      <Text role="alert">{failure?.message ?? t('change.page.failed')}</Text>
      <Flex gap={3} wrap="wrap">
        {children}
        {onRetry && <ActionButton onClick={onRetry}>{t('change.page.retry')}</ActionButton>}
        {back}
      </Flex>
    </Stack>
  );
}
