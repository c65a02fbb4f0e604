import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  OrderCoupon,
  OrderDetailsData,
  OrderInsurancePolicy,
  OrderPassenger,
} from '../../../contract/calls/orders';
import { LOOKUPS, lookupLabelKey } from '../../../contract/lookups';
import { formatCalendarDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/** A document number shows its first and last characters only. */
export const maskDocument = (documentNo: string) =>
  documentNo.length <= 8
    ? documentNo
    : `${documentNo.slice(0, 4)}${'*'.repeat(documentNo.length - 8)}${documentNo.slice(-4)}`;

const documentLabelKey = (documentType: string, international: boolean) =>
  lookupLabelKey(
    international && (LOOKUPS.travelDocumentType as readonly string[]).includes(documentType)
      ? 'travelDocumentType'
      : 'idDocumentType',
    documentType,
  );

const Cell = chakra('td', {
  base: { px: 3, py: 2, borderBottomWidth: '1px', borderColor: 'line', verticalAlign: 'top' },
});
const HeadCell = chakra('th', {
  base: {
    px: 3,
    py: 2,
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'muted',
    borderBottomWidth: '1px',
    borderColor: 'line',
    whiteSpace: 'nowrap',
  },
});

/** A traveller's policies on a full-width line under their row: product, the flight it covers, premium, refunded or not. */
function InsuranceRow({
  passenger,
  policies,
  order,
}: {
  passenger: OrderPassenger;
  policies: readonly OrderInsurancePolicy[];
  order: OrderDetailsData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <tr>
      <Cell colSpan={3} pt={0}>
        <Box bg="surface" borderRadius="sm" px={3} py={2}>
          <Text fontSize="xs" color="muted" mb={1}>
            {t('orders.detail.insurance')}
          </Text>
          <chakra.ul
            listStyleType="none"
            m={0}
            p={0}
            display="grid"
            gap={1.5}
            aria-label={t('orders.detail.insuranceOf', { name: passenger.name })}
          >
            {policies.map((policy) => {
              const segment = order.segments.find((candidate) => candidate.id === policy.segmentId);
              return (
                <Flex as="li" key={policy.policyNo} justify="space-between" align="start" gap={3}>
                  <Box minW={0}>
                    <Text fontWeight="medium">{policy.productName}</Text>
                    {segment && (
                      <Text fontSize="xs" color="muted">
                        {t('orders.detail.insuranceFlight', {
                          flightNo: segment.flightNo,
                          date: formatCalendarDate(segment.flightDate, locale),
                        })}
                      </Text>
                    )}
                  </Box>
                  <Flex align="center" gap={2} flexShrink={0}>
                    {policy.refunded && (
                      <Text
                        as="span"
                        px={1.5}
                        borderRadius="sm"
                        fontSize="xs"
                        color="muted"
                        bg="white"
                        borderWidth="1px"
                        borderColor="line"
                        whiteSpace="nowrap"
                      >
                        {t('orders.detail.insuranceRefunded')}
                      </Text>
                    )}
                    <Text color={policy.refunded ? 'muted' : undefined} whiteSpace="nowrap">
                      {t('orders.money.cash', { amount: policy.premium })}
                    </Text>
                  </Flex>
                </Flex>
              );
            })}
          </chakra.ul>
        </Box>
      </Cell>
    </tr>
  );
}

function PassengerRow({
  passenger,
  coupons,
  order,
  insured,
}: {
  passenger: OrderPassenger;
  coupons: readonly OrderCoupon[];
  order: OrderDetailsData;
  insured: boolean;
}) {
  const { t } = useTranslation();
  // An insured traveller's row runs on into the insurance line below it.
  const border = insured ? { borderBottomWidth: 0 } : {};
  const sum = (pick: (coupon: OrderCoupon) => number) => coupons.reduce((total, coupon) => total + pick(coupon), 0);
  const points = sum((coupon) => coupon.points);
  const cash = (amount: number) => t('orders.money.cash', { amount });
  const ticketNos = coupons.flatMap((coupon) => (coupon.ticketNo ? [coupon.ticketNo] : []));
  return (
    <tr>
      <Cell {...border}>
        <Text fontWeight="medium">{passenger.name}</Text>
        <Text fontSize="sm" color="muted">
          {t(`orders.passengerType.${passenger.passengerType}`)}
        </Text>
        <Text fontSize="sm" color="muted">
          {ticketNos.length
            ? t('orders.detail.ticketNos', { ticketNos: ticketNos.join(', ') })
            : t('orders.detail.notTicketed')}
        </Text>
      </Cell>
      <Cell {...border}>
        <Text>{t(documentLabelKey(passenger.documentType, order.kind === 'international'))}</Text>
        <Text fontSize="sm" color="muted" wordBreak="break-all">
          {maskDocument(passenger.documentNo)}
        </Text>
      </Cell>
      <Cell textAlign="end" {...border}>
        <Text>
          {points > 0
            ? t('orders.money.points', { points: points.toLocaleString('en-US') })
            : cash(sum((coupon) => coupon.fare))}
        </Text>
        <Text fontSize="sm" color="muted">
          {t('orders.detail.taxesAmount', { amount: cash(sum((coupon) => coupon.airportFee + coupon.fuelSurcharge)) })}
        </Text>
      </Cell>
    </tr>
  );
}

/** Who flies, with each traveller's fare, taxes and ticket numbers over all the order's flights, and their insurance. */
export function OrderPassengers({ order }: { order: OrderDetailsData }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="order-passengers-heading">
      <Text as="h2" id="order-passengers-heading" fontSize="lg" fontWeight="semibold" mb={2}>
        {t('orders.detail.passengers')}
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderColor="line" borderRadius="md">
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <thead>
            <tr>
              <HeadCell scope="col">{t('orders.detail.passenger')}</HeadCell>
              <HeadCell scope="col">{t('orders.detail.document')}</HeadCell>
              <HeadCell scope="col" textAlign="end">
                {t('orders.detail.price')}
              </HeadCell>
            </tr>
          </thead>
          <tbody>
            {order.passengers.map((passenger) => {
              const policies = order.insurance.filter((policy) => policy.passengerId === passenger.id);
              return (
                <Fragment key={passenger.id}>
                  <PassengerRow
                    passenger={passenger}
                    order={order}
                    coupons={order.coupons.filter((coupon) => coupon.passengerId === passenger.id)}
                    insured={policies.length > 0}
                  />
                  {policies.length > 0 && <InsuranceRow passenger={passenger} policies={policies} order={order} />}
                </Fragment>
              );
            })}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}
