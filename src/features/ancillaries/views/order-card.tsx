import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder, AncillaryOrderItem } from '../../../../contract/ancillaries/ancillary-schemas';
import { canDrawRedEnvelope } from '../../../../contract/ancillaries/red-envelope-rule';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { refundItems } from '../ancillary-api';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { beijingTime } from './flight-line';
import { OrderItems } from './order-items';
import { RedEnvelopeButton } from './red-envelope-button';

/** A paid item's refund: the server refunds it in full before the sale closes, else its refusal says why. */
function RefundButton({ kind, order, item }: { kind: AncillaryKind; order: AncillaryOrder; item: AncillaryOrderItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => refundItems(kind, order.orderNo, [item.itemId]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ancillaries', kind] }),
  });
  if (item.status !== 'paid') return null;
  return (
    <Stack gap={1} mt={2} align="flex-start">
      <ActionButton
        variant="secondary"
        disabled={refund.isPending}
        onClick={() => refund.mutate()}
        aria-label={t('ancillaries.orders.refundItem', { name: item.passengerName, emdNo: item.emdNo ?? '' })}
      >
        {t('ancillaries.orders.refund')}
      </ActionButton>
      {refund.error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {(refund.error as { message?: string }).message ?? t('ancillaries.errors.generic')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One order: number, status, amounts, each item with its EMD and refund, the meal's red envelope. */
export function OrderCard({
  kind,
  order,
  linkToDetail,
}: {
  kind: AncillaryKind;
  order: AncillaryOrder;
  linkToDetail?: boolean;
}) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <Box
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={4}
      aria-label={t('ancillaries.orders.orderLabel', { orderNo: order.orderNo })}
    >
      <Flex gap={3} justify="space-between" wrap="wrap" mb={2}>
        {linkToDetail ? (
          <Link
            to={`/{-$locale}${KIND_LINKS[kind].detail}`}
            params={localeParam}
            search={{ orderNo: order.orderNo } as never}
            style={{ fontWeight: 'bold', textDecoration: 'underline' }}
          >
            {t('ancillaries.pay.orderNo', { orderNo: order.orderNo })}
          </Link>
        ) : (
          <Text fontWeight="bold">{t('ancillaries.pay.orderNo', { orderNo: order.orderNo })}</Text>
        )}
        <Text fontWeight="semibold">{t(`ancillaries.orderStatus.${order.status}`)}</Text>
      </Flex>
      <Text fontSize="sm" color="muted">
        {t('ancillaries.orders.summary', { createdAt: beijingTime(order.createdAt), total: order.totalAmount })}
        {/* Only when something came back ("refunded ¥0" was noise), and never split from its amount on a phone. */}
        {order.refundedAmount > 0 ? (
          <>
            {' · '}
            <Text as="span" whiteSpace="nowrap">
              {t('ancillaries.orders.refunded', { refunded: order.refundedAmount })}
            </Text>
          </>
        ) : null}
      </Text>
      <OrderItems order={order} action={(item) => <RefundButton kind={kind} order={order} item={item} />} />
      {canDrawRedEnvelope(order) ? <RedEnvelopeButton orderNo={order.orderNo} /> : null}
      {order.redEnvelope?.returnedAmount ? (
        <Text fontSize="sm" color="muted" mt={2}>
          {t('ancillaries.envelope.returned', { amount: order.redEnvelope.returnedAmount })}
        </Text>
      ) : null}
    </Box>
  );
}
