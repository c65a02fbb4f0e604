import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../contract/localized-text';
import { useLocale } from '../../i18n/use-locale';
import type { PayMethod, PayQrData } from '../../../contract/calls/payments';
import { ActionButton } from '../../ui/action-button';
import { FlowChartLink } from '../../flows/flow-chart-link';
import { PageFrame } from '../../ui/page-frame';
import { OrderSummaryCard } from './order-summary-card';
import { orderAuditQueryOptions, startRedirectPayment, startWeixinPayment } from './payment-api';
import { payMethodsQueryOptions } from '../../api/payments';
import { PayMethodOptions } from '../../ui/payment/pay-method-options';
import { PaymentResult } from './payment-result';
import { SiteLink } from './site-link';
import { forgetWechatAttempt, recallWechatAttempt, rememberWechatAttempt } from './wechat-attempt-storage';
import { WalletShare } from './wallet-share';
import { WechatQr } from '../../ui/payment/wechat-qr';

/** /defray?orderNo=…: what is paid for, the red-envelope wallet's share, the five methods for the rest; WeChat's QR polls here, the others leave for their checkout. */
export function DefrayPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const audit = useQuery({ ...orderAuditQueryOptions(orderNo), enabled: orderNo !== '' });
  const methods = useQuery(payMethodsQueryOptions());
  const [wechat, setWechat] = useState<PayQrData | undefined>(() =>
    orderNo ? recallWechatAttempt(sessionStorage, orderNo) : undefined,
  );
  const [method, setMethod] = useState<PayMethod>('weixin');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');

  if (!orderNo) return <Notice text={t('payment.page.noOrder')} />;
  if (audit.isError) return <Notice text={audit.error.message} />;
  if (!audit.data || !methods.data) return <Notice text={t('payment.page.loading')} />;
  const order = audit.data;

  const chooseAgain = () => {
    forgetWechatAttempt(sessionStorage, orderNo);
    setWechat(undefined);
    void audit.refetch();
  };

  const pay = async () => {
    setStarting(true);
    setError('');
    const idempotencyKey = crypto.randomUUID();
    try {
      if (method === 'weixin') {
        const attempt = await startWeixinPayment(orderNo, idempotencyKey);
        rememberWechatAttempt(sessionStorage, orderNo, attempt);
        setWechat(attempt);
        setStarting(false);
      } else {
        const { redirectUrl } = await startRedirectPayment(method, orderNo, idempotencyKey);
        window.location.assign(redirectUrl);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('payment.page.startFailed'));
      setStarting(false);
    }
  };

  return (
    <PageFrame>
      <Stack gap={5} maxW="720px">
        <OrderSummaryCard order={order} />
        {wechat ? (
          <Stack gap={4}>
            <WechatQr url={wechat.qrCodeUrl} amount={wechat.amount} words={WECHAT_WORDS} />
            <PaymentResult orderNo={orderNo} payNo={wechat.payNo} onPayAgain={chooseAgain} />
            <ActionButton variant="secondary" alignSelf="flex-start" onClick={chooseAgain}>
              {t('payment.wechat.otherMethod')}
            </ActionButton>
          </Stack>
        ) : order.payable ? (
          <Stack gap={4}>
            <WalletShare order={order} onPaid={() => void audit.refetch()} />
            <PayMethodOptions
              legend={t('payment.page.chooseMethod')}
              name="pay-method"
              options={methods.data.methods.map((gateway) => ({
                code: gateway.code,
                label: pickLocale(gateway.name, locale),
                hint: t(`payment.methodHint.${gateway.kind}`),
              }))}
              chosen={method}
              onChoose={setMethod}
            />
            {error && (
              <Text role="alert" color="red.700">
                {error}
              </Text>
            )}
            <ActionButton
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
              disabled={starting}
              onClick={() => void pay()}
            >
              {t(starting ? 'payment.page.starting' : 'payment.page.pay', {
                amount: order.amount - order.walletAmount,
              })}
            </ActionButton>
          </Stack>
        ) : (
          <Stack gap={2} align="flex-start">
            <Text>
              {t(
                order.status === 'ticketed' || order.status === 'awaiting_ticketing'
                  ? 'payment.page.alreadyPaid'
                  : 'payment.page.notPayable',
              )}
            </Text>
            <SiteLink path={`/orderInfo?orderNo=${encodeURIComponent(orderNo)}`}>
              {t('payment.result.viewOrder')}
            </SiteLink>
          </Stack>
        )}
      </Stack>
      <FlowChartLink machine="payment-polling" />
    </PageFrame>
  );
}

const WECHAT_WORDS = {
  scan: 'payment.wechat.scan',
  qrAlt: 'payment.wechat.qrAlt',
  openOnPhone: 'payment.wechat.openOnPhone',
};

function Notice({ text }: { text: string }) {
  return (
    <PageFrame>
      <Text role="status">{text}</Text>
    </PageFrame>
  );
}
