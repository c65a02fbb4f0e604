import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallOrder } from '../../../../contract/points/mall-calls';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { maskMobile } from '../../../ui/mask-mobile';
import { FormRefusal } from '../../../ui/text-field';
import { usePointsNumber } from '../points-number';
import { mallApi, mallQueries } from './mall-api';
import { formatInstant } from '../../../i18n/format';
import { TitledSection } from '../../../ui/titled-section';

/** The member's mall orders with their status; one placed (not yet shipped) can be canceled for its points. */
export function MallOrderList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const orders = useQuery(mallQueries.orders(locale));
  const [refusal, setRefusal] = useState('');
  const queryClient = useQueryClient();
  const { dialogs, toasts } = useFeedback();
  const number = usePointsNumber();

  const cancel = async (order: MallOrder) => {
    if (
      !(await dialogs.confirm({
        message: t('pointMall.order.cancelConfirm'),
        confirmLabel: t('pointMall.order.cancelYes'),
        cancelLabel: t('pointMall.order.cancelNo'),
        showCancel: true,
      }))
    )
      return;
    setRefusal('');
    try {
      await mallApi.cancel(order.orderNo);
      toasts.show('success', t('pointMall.order.canceled', { points: number(order.points) }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['pointMall'] }),
      queryClient.invalidateQueries({ queryKey: ['points'] }),
    ]);
  };

  return (
    <TitledSection id="mall-orders-title" title={t('pointMall.ordersTitle')}>
      <FormRefusal message={refusal} />
      {orders.isError ? <Text role="alert">{t('pointMall.loadFailed', { message: orders.error.message })}</Text> : null}
      {orders.data?.length === 0 ? <Text color="muted">{t('pointMall.noOrders')}</Text> : null}
      <Stack as="ul" gap={3} listStyleType="none" p={0} m={0}>
        {orders.data?.map((order) => (
          <OrderRow key={order.orderNo} order={order} onCancel={() => void cancel(order)} />
        ))}
      </Stack>
    </TitledSection>
  );
}

function OrderRow({ order, onCancel }: { order: MallOrder; onCancel(): void }) {
  const { t } = useTranslation();
  const number = usePointsNumber();
  const date = formatInstant(order.createdAt, useLocale(), { kind: 'day' });
  return (
    <Flex as="li" gap={3} borderWidth="1px" borderColor="line" borderRadius="md" p={3} bg="white" align="flex-start">
      <chakra.img
        src={order.picture}
        alt=""
        width="80"
        height="60"
        w="80px"
        h="60px"
        borderRadius="sm"
        flexShrink={0}
      />
      <Box flex="1" minW={0}>
        <Flex justify="space-between" gap={2} wrap="wrap">
          <Text fontWeight="semibold">{order.productName}</Text>
          <Text as="span" fontWeight="semibold" color={order.status === 'canceled' ? 'muted' : 'brand.700'}>
            {t(`pointMall.status.${order.status}`)}
          </Text>
        </Flex>
        <Text fontSize="sm" color="muted" overflowWrap="anywhere">
          {t('pointMall.order.no', { orderNo: order.orderNo })} · {t('pointMall.order.date', { date })} ·{' '}
          {t('pointMall.order.points', { points: number(order.points) })}
        </Text>
        {order.delivery ? (
          <Text fontSize="sm" overflowWrap="anywhere">
            {t('pointMall.order.deliverTo', { ...order.delivery, mobile: maskMobile(order.delivery.mobile) })}
          </Text>
        ) : null}
        {order.cardCode ? <Text fontSize="sm">{t('pointMall.order.cardCode', { code: order.cardCode })}</Text> : null}
        {order.status === 'placed' ? (
          <ActionButton
            variant="secondary"
            mt={2}
            onClick={onCancel}
            aria-label={t('pointMall.order.cancelOf', { orderNo: order.orderNo })}
          >
            {t('pointMall.order.cancel')}
          </ActionButton>
        ) : null}
      </Box>
    </Flex>
  );
}
