import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallOrder, MallProduct } from '../../../../contract/points/mall-calls';
import { useLocale } from '../../../i18n/use-locale';
import { useFeedback } from '../../../ui/feedback-context';
import { outlineQueryOptions } from '../points-api';
import { usePointsNumber } from '../points-number';
import { ExchangePanel } from './exchange-panel';
import { mallQueries } from './mall-api';
import { MallOrderList } from './mall-order-list';
import { ProductCard } from './product-card';
import { TitledSection } from '../../../ui/titled-section';

/** /member/pointMall: the points balance, the shelves, the exchange of one product, and the member's orders. */
export function PointMallPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const products = useQuery(mallQueries.products(locale));
  const [exchanging, setExchanging] = useState<MallProduct | null>(null);
  const queryClient = useQueryClient();
  const { toasts } = useFeedback();

  const exchanged = async (order: MallOrder) => {
    setExchanging(null);
    toasts.show('success', t('pointMall.done', { orderNo: order.orderNo }));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['pointMall'] }),
      queryClient.invalidateQueries({ queryKey: ['points'] }),
    ]);
  };

  return (
    <Stack gap={5}>
      <Text>{t('pointMall.intro')}</Text>
      <Balance />
      {exchanging ? (
        <ExchangePanel
          key={exchanging.id}
          product={exchanging}
          onDone={(order) => void exchanged(order)}
          onClose={() => setExchanging(null)}
        />
      ) : null}
      <TitledSection id="mall-products-title" title={t('pointMall.productsTitle')}>
        {products.isPending ? <Text role="status">{t('pointMall.loading')}</Text> : null}
        {products.isError ? (
          <Text role="alert">{t('pointMall.loadFailed', { message: products.error.message })}</Text>
        ) : null}
        <SimpleGrid as="ul" columns={{ base: 2, lg: 3 }} gap={{ base: 3, md: 4 }} listStyleType="none" p={0} m={0}>
          {products.data?.map((product) => (
            <ProductCard key={product.id} product={product} onExchange={() => setExchanging(product)} />
          ))}
        </SimpleGrid>
      </TitledSection>
      <MallOrderList />
    </Stack>
  );
}

function Balance() {
  const { t } = useTranslation();
  const number = usePointsNumber();
  const outline = useQuery(outlineQueryOptions());
  if (!outline.data) return null;
  return (
    <Text fontSize="lg">
      {t('pointMall.balance')}: <chakra.strong color="brand.700">{number(outline.data.balance)}</chakra.strong>
    </Text>
  );
}
