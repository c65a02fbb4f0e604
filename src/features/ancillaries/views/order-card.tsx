import { Box, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../../contract/ancillaries/ancillary-order-schemas';
import { canDrawRedEnvelope } from '../../../../contract/ancillaries/red-envelope-rule';
import { useLocaleParam } from '../../../ui/locale-link';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { formatInstant } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { RefundButton, UnpaidOrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { RedEnvelopeButton } from './red-envelope-button';

/** One order: number, status, amounts, each item with its EMD and refund, pay or cancel while unpaid, the meal's red envelope. */
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
  const locale = useLocale();
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
        {t('ancillaries.orders.summary', {
          createdAt: formatInstant(order.createdAt, locale),
          total: order.totalAmount,
        })}
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
      <UnpaidOrderActions kind={kind} order={order} />
      {canDrawRedEnvelope(order) ? <RedEnvelopeButton orderNo={order.orderNo} /> : null}
      {order.redEnvelope?.returnedAmount ? (
        <Text fontSize="sm" color="muted" mt={2}>
          {t('ancillaries.envelope.returned', { amount: order.redEnvelope.returnedAmount })}
        </Text>
      ) : null}
    </Box>
  );
}
