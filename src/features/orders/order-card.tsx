import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UnbrokenValuesText } from '../../ui/unbroken-values-text';
import type { OrderSummary } from '../../../contract/calls/orders';
import { formatCalendarDate, localeOf } from '../../i18n/format';
import { FlightDisruptionBadge } from '../../ui/flight-disruption-badge';
import { useLocaleParam } from '../../ui/locale-link';
import { beijingTime, priceText } from './order-labels';
import { StatusBadge } from './status-badge';

/** One order in the list: its flights, travellers, price and status, the way to its detail page and to a change. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const headingId = `order-${order.orderNo}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={{ base: 3, md: 4 }}
      bg="white"
    >
      <Flex justify="space-between" align="center" gap={2} wrap="wrap">
        <Text as="h3" id={headingId} fontWeight="semibold">
          {t('orders.list.orderNo', { orderNo: order.orderNo })}
        </Text>
        <StatusBadge status={order.status} />
      </Flex>
      <Stack as="ul" listStyleType="none" p={0} mt={2} gap={1}>
        {order.segments.map((segment) => (
          <Text as="li" key={`${segment.flightNo}-${segment.flightDate}`}>
            <UnbrokenValuesText
              i18nKey="orders.list.segment"
              values={{ ...segment, flightDate: formatCalendarDate(segment.flightDate, localeOf(i18n.language)) }}
              unbroken={['flightDate', 'departureTime', 'arrivalTime']}
            />
            <FlightDisruptionBadge disruption={segment.disruption} />
          </Text>
        ))}
      </Stack>
      <Text color="muted" fontSize="sm" mt={1}>
        {t('orders.list.passengers', { names: order.passengerNames.join(t('orders.list.nameSeparator')) })}
      </Text>
      <Flex justify="space-between" align="center" mt={3} gap={2} wrap="wrap">
        <Box>
          <Text fontSize="lg" fontWeight="bold" color="brand.700">
            {priceText(t, order.totalAmount, order.totalPoints)}
          </Text>
          <Text fontSize="xs" color="muted">
            <UnbrokenValuesText
              i18nKey={order.status === 'unpaid' ? 'orders.list.payBy' : 'orders.list.createdAt'}
              values={{
                time: beijingTime(order.status === 'unpaid' ? order.holdUntil : order.createdAt, i18n.language),
              }}
              unbroken={['time']}
            />
          </Text>
        </Box>
        <Flex gap={4} align="center" wrap="wrap">
          {order.actions.change && (
            <OrderLink
              to="/{-$locale}/order/change"
              orderNo={order.orderNo}
              label={t('orders.list.change')}
              name={t('orders.list.changeOf', { orderNo: order.orderNo })}
            />
          )}
          <OrderLink
            to="/{-$locale}/orderInfo"
            orderNo={order.orderNo}
            label={t('orders.list.details')}
            name={t('orders.list.detailsOf', { orderNo: order.orderNo })}
          />
        </Flex>
      </Flex>
    </Box>
  );
}

/** A card's link to one of the order's pages: a short word shown, the order named for a screen reader. */
function OrderLink({
  to,
  orderNo,
  label,
  name,
}: {
  to: '/{-$locale}/order/change' | '/{-$locale}/orderInfo';
  orderNo: string;
  label: string;
  name: string;
}) {
  const localeParam = useLocaleParam();
  return (
    <Link to={to} params={localeParam} search={{ orderNo }} aria-label={name}>
      <Text as="span" color="brand.700" textDecoration="underline" fontWeight="medium">
        {label}
      </Text>
    </Link>
  );
}
