import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { useFeedback } from '../../ui/feedback-context';
import { useLocaleParam } from '../../ui/locale-link';
import { maskMobile } from '../../ui/mask-mobile';
import { HoldCountdown } from '../../ui/payment/hold-countdown';
import { OrderActions } from './order-actions';
import { OrderFlights } from './order-flights';
import { beijingTime, priceText } from './order-labels';
import { OrderPassengers } from './order-passengers';
import { OrderTimeline } from './order-timeline';
import { pollWhileFlightsToFly, useLiveOrderFlights } from './live-order-flights';
import { cancelOrder, orderDetailsQueryOptions, type LoadedOrderDetails } from './orders-api';
import { StatusBadge } from './status-badge';

/** /orderInfo?orderNo=: one order whole, with its hold counting down while it is unpaid. */
export function OrderDetailPage({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const details = useQuery({
    ...orderDetailsQueryOptions(orderNo, locale),
    enabled: orderNo !== '',
    refetchInterval: pollWhileFlightsToFly((order: LoadedOrderDetails) => order.segments),
  });
  useLiveOrderFlights(details.data?.segments ?? []);
  const localeParam = useLocaleParam();
  if (!orderNo || details.isError) {
    return (
      <Stack role="alert" gap={3} py={6}>
        <Text>{t('orders.detail.notFound')}</Text>
        <Link to="/{-$locale}/order" params={localeParam}>
          {t('orders.detail.backToList')}
        </Link>
      </Stack>
    );
  }
  if (!details.data) return <Text color="muted">{t('orders.list.loading')}</Text>;
  return <OrderDetail order={details.data} />;
}

function OrderDetail({ order }: { order: LoadedOrderDetails }) {
  const { t, i18n } = useTranslation();
  const { dialogs, toasts } = useFeedback();
  const queryClient = useQueryClient();
  const [canceling, setCanceling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orders'] });
  const onCancel = async () => {
    if (
      !(await dialogs.confirm({
        message: t('orders.detail.cancelConfirm'),
        confirmLabel: t('orders.detail.cancelYes'),
        cancelLabel: t('orders.detail.cancelNo'),
        showCancel: true,
      }))
    )
      return;
    setCanceling(true);
    try {
      await cancelOrder(order.orderNo);
      toasts.show('success', t('orders.detail.canceled'));
    } catch {
      // The request client already showed the server's reason.
    } finally {
      setCanceling(false);
      await refresh();
    }
  };
  const holding = order.actions.pay;
  return (
    <Stack gap={6}>
      <Box
        as="section"
        aria-labelledby="order-heading"
        borderWidth="1px"
        borderColor="line"
        borderRadius="md"
        p={{ base: 4, md: 5 }}
        bg="white"
      >
        <Flex justify="space-between" align="start" gap={3} wrap="wrap">
          <Box>
            <Text as="h2" id="order-heading" fontSize="xl" fontWeight="semibold">
              {t('orders.list.orderNo', { orderNo: order.orderNo })}
            </Text>
            <Text color="muted" fontSize="sm">
              {t('orders.detail.pnrAndCreated', { pnr: order.pnr, time: beijingTime(order.createdAt, i18n.language) })}
            </Text>
          </Box>
          <StatusBadge status={order.status} />
        </Flex>
        <Flex justify="space-between" align="end" gap={3} wrap="wrap" mt={4}>
          <Box>
            <Text fontSize="sm" color="muted">
              {t('orders.detail.total')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="brand.700">
              {priceText(t, order.totalAmount, order.totalPoints)}
            </Text>
            {holding && (
              <HoldCountdown
                holdUntil={order.holdUntil}
                clockOffsetMs={order.clockOffsetMs}
                leftKey="orders.hold.left"
                overKey="orders.hold.over"
                onOver={() => void refresh()}
                prominent
              />
            )}
          </Box>
          <OrderActions
            orderNo={order.orderNo}
            actions={order.actions}
            canceling={canceling}
            onCancel={() => void onCancel()}
          />
        </Flex>
      </Box>
      <OrderFlights segments={order.segments} />
      <OrderPassengers order={order} />
      <Box as="section" aria-labelledby="order-contact-heading">
        <Text as="h2" id="order-contact-heading" fontSize="lg" fontWeight="semibold" mb={1}>
          {t('orders.detail.contact')}
        </Text>
        <Text>{t('orders.detail.contactLine', { ...order.contact, mobile: maskMobile(order.contact.mobile) })}</Text>
      </Box>
      <OrderTimeline events={order.timeline} />
    </Stack>
  );
}
