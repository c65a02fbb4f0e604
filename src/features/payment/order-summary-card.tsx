import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderAuditData } from '../../../contract/calls/payments';
import { HoldCountdown } from '../../ui/payment/hold-countdown';

/** What is being paid for: order number, flights, travellers, the amount and the time left to pay. */
export function OrderSummaryCard({ order }: { order: OrderAuditData }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="pay-order-heading"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={{ base: 4, md: 5 }}
    >
      <Flex justify="space-between" wrap="wrap" gap={2} align="baseline">
        <Text as="h2" id="pay-order-heading" fontWeight="semibold">
          {t('payment.page.orderNo', { orderNo: order.orderNo })}
        </Text>
        {order.payable && (
          <HoldCountdown holdUntil={order.holdUntil} leftKey="payment.page.holdLeft" overKey="payment.page.holdOver" />
        )}
      </Flex>
      <Stack as="ul" gap={1} mt={3} listStyleType="none" p={0}>
        {order.segments.map((segment) => (
          <Text as="li" key={`${segment.flightNo}-${segment.flightDate}`}>
            {t('payment.page.segment', segment)}
          </Text>
        ))}
      </Stack>
      <Text mt={2} color="muted" fontSize="sm">
        {t('payment.page.passengers', { names: order.passengerNames.join(t('payment.page.nameSeparator')) })}
      </Text>
      <Text mt={3} fontSize="xl" fontWeight="bold" color="brand.700">
        {t('payment.page.amount', { amount: order.amount })}
      </Text>
      {order.points > 0 && <Text fontSize="sm">{t('payment.page.points', { points: order.points })}</Text>}
    </Box>
  );
}
