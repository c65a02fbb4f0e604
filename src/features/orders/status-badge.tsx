import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatusValue } from '../../../contract/calls/order-status';
import { statusLabel, statusTone } from './order-labels';

export function StatusBadge({ status }: { status: OrderStatusValue }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <Text
      as="span"
      px={2}
      py={0.5}
      borderRadius="sm"
      fontSize="sm"
      fontWeight="medium"
      color={tone.color}
      bg={tone.bg}
      whiteSpace="nowrap"
    >
      {statusLabel(t, status)}
    </Text>
  );
}
