import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANCILLARY_KINDS, type AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { queryCombiByCombiIdPayload, type QueryCombiByCombiIdData } from '../../../../contract/calls/combi';
import { useLocale } from '../../../i18n/use-locale';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { ancillaryOrdersQueryOptions } from '../ancillary-api';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { queryCombiByCombiId } from '../ticket-guide-api';
import { FlightLine } from './flight-line';
import { NumberNameLookup } from './number-name-lookup';
import { OrderCard } from './order-card';

const ORDER_LISTS = {
  luggage: `/{-$locale}${KIND_LINKS.luggage.orders}`,
  meal: `/{-$locale}${KIND_LINKS.meal.orders}`,
} as const satisfies Record<AncillaryKind, string>;

/** /member/order: the member's luggage and meal orders at a glance, and the extras bought for one booking. */
export function ServiceOrdersView() {
  const { t } = useTranslation();
  const [combi, setCombi] = useState<QueryCombiByCombiIdData | null>(null);
  return (
    <Stack gap={8}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {ANCILLARY_KINDS.map((kind) => (
          <OrderListCard key={kind} kind={kind} />
        ))}
      </SimpleGrid>
      <NumberNameLookup
        id="combi"
        schema={queryCombiByCombiIdPayload}
        numberField="combiId"
        numberLabel={t('ancillaries.lookup.orderNo')}
        heading={t('ancillaries.serviceOrders.combiHeading')}
        intro={t('ancillaries.serviceOrders.combiIntro')}
        onFound={async (payload) => setCombi(await queryCombiByCombiId(payload))}
      />
      {combi ? <Combination combi={combi} /> : null}
    </Stack>
  );
}

function OrderListCard({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const orders = useQuery(ancillaryOrdersQueryOptions(kind, 1, locale));
  const title = t(`ancillaries.serviceOrders.list.${kind}`);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
      <Text as="h2" fontWeight="bold" fontSize="lg" mb={1}>
        {title}
      </Text>
      <Text color="muted" mb={3} role={orders.isError ? 'alert' : undefined}>
        {orders.isPending
          ? t('ancillaries.orders.loading')
          : orders.isError
            ? orders.error.message
            : t('ancillaries.serviceOrders.count', { count: orders.data.total })}
      </Text>
      <TextLinkStyle>
        <Link to={ORDER_LISTS[kind]} params={localeParam}>
          {t('ancillaries.serviceOrders.open', { list: title })}
        </Link>
      </TextLinkStyle>
    </Box>
  );
}

function Combination({ combi }: { combi: QueryCombiByCombiIdData }) {
  const { t } = useTranslation();
  const none = combi.luggage.length + combi.meal.length === 0;
  return (
    <Stack as="section" gap={3} aria-labelledby="combi-result">
      <Text as="h2" id="combi-result" fontWeight="bold" fontSize="lg">
        {t('ancillaries.serviceOrders.combiResult', { orderNo: combi.combiId, pnr: combi.pnr })}
      </Text>
      {combi.flights.map((flight) => (
        <FlightLine key={flight.flightId} flight={flight} />
      ))}
      <Text color="muted">{t('ancillaries.serviceOrders.passengers', { names: combi.passengers.join(', ') })}</Text>
      {none ? <Text>{t('ancillaries.serviceOrders.noExtras')}</Text> : null}
      <Flex direction="column" gap={3}>
        {ANCILLARY_KINDS.flatMap((kind) =>
          combi[kind].map((order) => <OrderCard key={order.orderNo} kind={kind} order={order} linkToDetail />),
        )}
      </Flex>
    </Stack>
  );
}
