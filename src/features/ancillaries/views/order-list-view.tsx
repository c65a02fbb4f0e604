import { Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { ancillaryOrdersQueryOptions, ANCILLARY_ORDERS_PAGE_SIZE, orderDetailQueryOptions } from '../ancillary-api';
import { OrderCard } from './order-card';

/** /member/order/luggageOrder, /member/order/mealsOrder: this kind's orders, newest first, with status, EMDs and refunds. */
export function OrderListView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery(ancillaryOrdersQueryOptions(kind, pageNo, locale));
  if (orders.isPending) return <Text role="status">{t('ancillaries.orders.loading')}</Text>;
  if (orders.isError) return <Text role="alert">{orders.error.message}</Text>;
  const { list, total } = orders.data;
  return (
    <Stack gap={4}>
      {list.length === 0 ? (
        <Flex gap={3} wrap="wrap" align="center">
          <Text>{t(`ancillaries.orders.none.${kind}`)}</Text>
          <TextLinkStyle>
            <Link to={`/{-$locale}${KIND_LINKS[kind].start}`} params={localeParam}>
              {t(`ancillaries.info.buy.${kind}`)}
            </Link>
          </TextLinkStyle>
        </Flex>
      ) : null}
      <Stack as="ul" gap={3} listStyleType="none" p={0} m={0}>
        {list.map((order) => (
          <li key={order.orderNo}>
            <OrderCard kind={kind} order={order} linkToDetail />
          </li>
        ))}
      </Stack>
      {total > ANCILLARY_ORDERS_PAGE_SIZE ? (
        <Flex gap={2}>
          <ActionButton variant="secondary" disabled={pageNo === 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('ancillaries.orders.previous')}
          </ActionButton>
          <ActionButton
            variant="secondary"
            disabled={pageNo * ANCILLARY_ORDERS_PAGE_SIZE >= total}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('ancillaries.orders.next')}
          </ActionButton>
        </Flex>
      ) : null}
    </Stack>
  );
}

/** /luggageInfo, /mealsInfo: one order's detail (?orderNo=…), the member's own only. */
export function OrderDetailView({ kind, orderNo }: { kind: AncillaryKind; orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const order = useQuery({ ...orderDetailQueryOptions(kind, orderNo, locale), enabled: orderNo !== '' });
  // Opened without an order (a bookmark, a trimmed link): the member's orders of this kind, each one opens here.
  if (!orderNo)
    return (
      <Stack gap={4}>
        <Text>{t('ancillaries.orders.chooseOrder')}</Text>
        <OrderListView kind={kind} />
      </Stack>
    );
  if (order.isPending) return <Text role="status">{t('ancillaries.orders.loading')}</Text>;
  if (order.isError) return <Text role="alert">{order.error.message}</Text>;
  return <OrderCard kind={kind} order={order.data} />;
}
