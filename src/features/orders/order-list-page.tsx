import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import type { OrderListData } from '../../../contract/calls/orders';
import { DEFAULT_ORDER_TAB, type OrderTab } from '../../../contract/first-load/order-tab';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { ActionButton } from '../../ui/action-button';
import { useLocaleParam } from '../../ui/locale-link';
import { OrderCardSkeleton } from '../../ui/skeleton/order-card-skeleton';
import { SkeletonGroup } from '../../ui/skeleton/skeleton-group';
import { OrderCard } from './order-card';
import { pollWhileFlightsToFly, useLiveOrderFlights } from './live-order-flights';
import { ORDER_PAGE_SIZE, orderListQueryOptions } from './orders-api';
import { ORDER_PANEL_ID, orderTabId, OrderTabs } from './order-tabs';

interface OrderListPageProps {
  /** The tab the address names; none: the tab of the member's newest order. */
  tab: OrderTab | undefined;
  pageNo: number;
  /** The route keeps tab and page in the address, so back and reload show the same list. */
  onNavigate: (next: { tab: OrderTab; pageNo: number }, options?: { replace: boolean }) => void;
}

const segmentsOfList = (list: OrderListData) => list.orders.flatMap((order) => order.segments);

/** /order and /member/myOrder: the member's orders under the spec's three tabs, a page at a time. */
export function OrderListPage({ tab: chosenTab, pageNo, onNavigate }: OrderListPageProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const tab = chosenTab ?? DEFAULT_ORDER_TAB;
  const localeParam = useLocaleParam();
  const list = useQuery({
    ...orderListQueryOptions(tab, pageNo, locale),
    refetchInterval: pollWhileFlightsToFly(segmentsOfList),
  });
  useLiveOrderFlights(list.data ? segmentsOfList(list.data) : []);
  const newestTab = chosenTab === undefined ? list.data?.newestTab : undefined;
  // Right after a purchase the order is under "finished": open where the newest order is, not on an empty tab.
  useEffect(() => {
    if (newestTab && newestTab !== tab) onNavigate({ tab: newestTab, pageNo: 1 }, { replace: true });
  }, [newestTab, tab, onNavigate]);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ORDER_PAGE_SIZE)) : 1;
  return (
    <Stack gap={4}>
      <OrderTabs selected={tab} onSelect={(next) => onNavigate({ tab: next, pageNo: 1 })} />
      <Box id={ORDER_PANEL_ID} role="tabpanel" aria-labelledby={orderTabId(tab)} aria-busy={list.isPending}>
        {list.isPending && <SkeletonGroup shape={OrderCardSkeleton} label={t('orders.list.loading')} />}
        {list.isError && (
          <Flex role="alert" gap={3} align="center" wrap="wrap">
            <Text>{t('orders.list.failed')}</Text>
            <ActionButton variant="secondary" onClick={() => void list.refetch()}>
              {t('orders.list.retry')}
            </ActionButton>
          </Flex>
        )}
        {list.data && list.data.orders.length === 0 && (
          <Stack py={8} gap={3} align="center">
            <Text color="muted">{t('orders.list.empty')}</Text>
            {/* An empty list's way on: the site's button, not a line of plain text. */}
            <ActionButton asChild>
              <Link to="/{-$locale}" params={localeParam}>
                {t('booking.actions.searchFlights')}
              </Link>
            </ActionButton>
          </Stack>
        )}
        {list.data && list.data.orders.length > 0 && (
          <Stack gap={3}>
            {list.data.orders.map((order) => (
              <OrderCard key={order.orderNo} order={order} />
            ))}
          </Stack>
        )}
      </Box>
      {pages > 1 && (
        <Flex as="nav" aria-label={t('orders.list.pagination')} justify="center" align="center" gap={3}>
          <ActionButton
            variant="secondary"
            disabled={pageNo <= 1}
            onClick={() => onNavigate({ tab, pageNo: pageNo - 1 })}
          >
            {t('orders.list.previous')}
          </ActionButton>
          <Text>{t('orders.list.pageOf', { page: pageNo, pages })}</Text>
          <ActionButton
            variant="secondary"
            disabled={pageNo >= pages}
            onClick={() => onNavigate({ tab, pageNo: pageNo + 1 })}
          >
            {t('orders.list.next')}
          </ActionButton>
        </Flex>
      )}
    </Stack>
  );
}
