import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/page-frame';
import { PaymentResult } from './payment-result';

/**
 * /defray/api?orderNo=…&payNo=…: where the gateways send the traveller back. Arriving here proves nothing:
 * the page asks the server until it has decided.
 */
export function DefrayResultPage({ orderNo, payNo }: { orderNo: string; payNo: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Stack gap={4} maxW="720px">
        <Text>{t('payment.page.orderNo', { orderNo })}</Text>
        {orderNo && payNo ? <PaymentResult orderNo={orderNo} payNo={payNo} /> : <Text role="status">{t('payment.page.noOrder')}</Text>}
      </Stack>
    </PageFrame>
  );
}
