import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { drawRedEnvelope } from '../ancillary-api';

/** After a paid meal: draw its red envelope (once per order) into the wallet. */
export function RedEnvelopeButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const draw = useMutation({
    mutationFn: () => drawRedEnvelope(orderNo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
  return (
    <Stack gap={1} align="flex-start">
      {draw.data ? (
        <Text role="status" color="green.700">
          {t('ancillaries.envelope.drawn', { amount: draw.data.amount })}
        </Text>
      ) : (
        <ActionButton variant="secondary" disabled={draw.isPending} onClick={() => draw.mutate()}>
          {t('ancillaries.envelope.draw')}
        </ActionButton>
      )}
      {draw.error ? (
        <Text role="alert">{(draw.error as { message?: string }).message ?? t('ancillaries.errors.generic')}</Text>
      ) : null}
    </Stack>
  );
}
