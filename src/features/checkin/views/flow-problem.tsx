import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CheckInFailure } from '../../../../machines/check-in-rules';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';

/** A failed call: the server's message (or ours for its code), with retry and back. */
export function FlowProblem({ failure, canRetry = true }: { failure?: CheckInFailure; canRetry?: boolean }) {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const code = failure?.code ?? 'generic';
  const message = failure?.message ?? t(`checkin.errors.${code}`, { defaultValue: t('checkin.errors.generic') });
  return (
    <Stack role="alert" gap={3} p={4} borderWidth="1px" borderColor="brand.500" bg="brand.50" borderRadius="md">
      <Text>{message}</Text>
      <Flex gap={2} wrap="wrap">
        {canRetry ? (
          <ActionButton onClick={() => actor.send({ type: 'retry' })}>{t('checkin.errors.retry')}</ActionButton>
        ) : null}
        <ActionButton variant="secondary" onClick={() => actor.send({ type: 'back' })}>
          {t('checkin.errors.back')}
        </ActionButton>
      </Flex>
    </Stack>
  );
}
