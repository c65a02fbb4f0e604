import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { useLocale } from '../../../i18n/use-locale';
import { orderDetailQueryOptions } from '../ancillary-api';
import { PURCHASE_FLOWS } from '../flow/ancillary-flow';
import { pageTagOf } from '../../../../machines/kit/page-tag';
import { OrderCard } from './order-card';
import { BusyNote } from '../../../ui/busy-note';

/**
 * The pay page opened for one order (?orderNo=, the order list's "Pay"): the tab's purchase takes that order up
 * where it waits for its money, whatever the tab was doing. An order no longer payable shows as it stands.
 * Without an order number, or once the purchase holds this order, the page is the purchase's own.
 */
export function ResumeOrder({
  kind,
  orderNo,
  children,
}: {
  kind: AncillaryKind;
  orderNo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flow = PURCHASE_FLOWS[kind];
  const actor = flow.useActorRef();
  const holding = flow.useSelector(
    (snapshot) => snapshot.context.order?.orderNo === orderNo && pageTagOf(snapshot) === 'pay',
  );
  const order = useQuery({
    ...orderDetailQueryOptions(kind, orderNo, locale),
    enabled: orderNo !== '' && !holding,
  });
  useEffect(() => {
    if (!holding && order.data?.actions.pay) actor.send({ type: 'order.resume', order: order.data });
  }, [holding, order.data, actor]);
  if (!orderNo || holding) return <>{children}</>;
  if (order.isError) return <Text role="alert">{order.error.message}</Text>;
  if (!order.data || order.data.actions.pay) return <BusyNote label={t('ancillaries.orders.loading')} />;
  return (
    <Stack gap={3}>
      <Text role="status">{t('ancillaries.resume.notPayable')}</Text>
      <OrderCard kind={kind} order={order.data} />
    </Stack>
  );
}
