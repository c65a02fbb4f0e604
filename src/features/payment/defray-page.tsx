import { Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAuditData, PayMethodData } from '../../../contract/calls/payments';
import { payMethodsQueryOptions } from '../../api/payments';
import { FlowChartLink } from '../../flows/flow-chart-link';
import { PageFrame } from '../../ui/page-frame';
import { DefrayPayment } from './defray-payment';
import { OrderSummaryCard } from './order-summary-card';
import { orderAuditQueryOptions } from './payment-api';
import { SiteLink } from './site-link';

/** /defray?orderNo=…: what is paid for, then its payment (the one pay view): the wallet's share, the five methods for the rest. */
export function DefrayPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const audit = useQuery({ ...orderAuditQueryOptions(orderNo), enabled: orderNo !== '' });
  const methods = useQuery(payMethodsQueryOptions());

  if (!orderNo) return <Notice text={t('payment.page.noOrder')} />;
  if (audit.isError) return <Notice text={audit.error.message} />;
  if (!audit.data || !methods.data) return <Notice text={t('payment.page.loading')} />;
  return (
    <PageFrame>
      <Stack gap={5} maxW="720px">
        <OrderSummaryCard order={audit.data} />
        <PaymentAgainAndAgain order={audit.data} methods={methods.data.methods} />
      </Stack>
      <FlowChartLink machine="payment" />
    </PageFrame>
  );
}

/** One payment chart per try: "pay again" after a timed-out attempt starts a new one on the order as it is now. */
function PaymentAgainAndAgain({ order, methods }: { order: OrderAuditData; methods: PayMethodData['methods'] }) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const refreshOrder = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderAuditQueryOptions(order.orderNo).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]).then(() => undefined);
  return (
    <DefrayPayment
      key={attempt}
      order={order}
      methods={methods}
      onOrderChanged={refreshOrder}
      onPayAgain={() => {
        setAttempt((count) => count + 1);
        void refreshOrder();
      }}
      notPayable={<NotPayable order={order} />}
    />
  );
}

function NotPayable({ order }: { order: OrderAuditData }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Text>
        {t(
          order.status === 'ticketed' || order.status === 'awaiting_ticketing'
            ? 'payment.page.alreadyPaid'
            : 'payment.page.notPayable',
        )}
      </Text>
      <SiteLink path={`/orderInfo?orderNo=${encodeURIComponent(order.orderNo)}`}>
        {t('payment.result.viewOrder')}
      </SiteLink>
    </Stack>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <PageFrame>
      <Text role="status">{text}</Text>
    </PageFrame>
  );
}
