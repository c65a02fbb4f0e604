import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/page-frame';
import { PaymentResult } from './payment-result';
import { SiteLink } from './site-link';

/**
 * /defray/api?orderNo=…&payNo=…: where the gateways send the traveller back. Arriving here proves nothing:
 * the page asks the server until it has decided.
 */
export function DefrayResultPage({ orderNo, payNo }: { orderNo: string; payNo: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Stack gap={4} maxW="720px">
        {orderNo ? (
          <Text>{t('payment.page.orderNo', { orderNo })}</Text>
        ) : (
          <Text role="status">{t('payment.page.noOrder')}</Text>
        )}
        {orderNo && payNo ? <PaymentResult orderNo={orderNo} payNo={payNo} /> : null}
        {orderNo && !payNo ? (
          <Text role="status">
            {t('payment.page.noPayment')}{' '}
            <SiteLink path={`/orderInfo?orderNo=${encodeURIComponent(orderNo)}`}>
              {t('payment.result.viewOrder')}
            </SiteLink>
          </Text>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
