import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderCoupon, OrderDetailsData, OrderPassenger } from '../../../contract/calls/orders';
import { LOOKUPS, lookupLabelKey } from '../../../contract/lookups';

/** A document number shows its first and last characters only. */
export const maskDocument = (documentNo: string) => (documentNo.length <= 8 ? documentNo : `${documentNo.slice(0, 4)}${'*'.repeat(documentNo.length - 8)}${documentNo.slice(-4)}`);

const documentLabelKey = (documentType: string, international: boolean) =>
  lookupLabelKey(international && (LOOKUPS.travelDocumentType as readonly string[]).includes(documentType) ? 'travelDocumentType' : 'idDocumentType', documentType);

const Cell = chakra('td', { base: { px: 3, py: 2, borderBottomWidth: '1px', borderColor: 'line', verticalAlign: 'top' } });
const HeadCell = chakra('th', { base: { px: 3, py: 2, textAlign: 'start', fontWeight: 'medium', color: 'muted', borderBottomWidth: '1px', borderColor: 'line', whiteSpace: 'nowrap' } });

function PassengerRow({ passenger, coupons, order }: { passenger: OrderPassenger; coupons: readonly OrderCoupon[]; order: OrderDetailsData }) {
  const { t } = useTranslation();
  const sum = (pick: (coupon: OrderCoupon) => number) => coupons.reduce((total, coupon) => total + pick(coupon), 0);
  const points = sum((coupon) => coupon.points);
  const cash = (amount: number) => t('orders.money.cash', { amount: amount.toLocaleString('en-US') });
  const ticketNos = coupons.flatMap((coupon) => (coupon.ticketNo ? [coupon.ticketNo] : []));
  return (
    <tr>
      <Cell>
        <Text fontWeight="medium">{passenger.name}</Text>
        <Text fontSize="sm" color="muted">
          {t(`orders.passengerType.${passenger.passengerType}`)}
        </Text>
        <Text fontSize="sm" color="muted">
          {ticketNos.length ? t('orders.detail.ticketNos', { ticketNos: ticketNos.join(', ') }) : t('orders.detail.notTicketed')}
        </Text>
      </Cell>
      <Cell>
        <Text>{t(documentLabelKey(passenger.documentType, order.kind === 'international'))}</Text>
        <Text fontSize="sm" color="muted" wordBreak="break-all">
          {maskDocument(passenger.documentNo)}
        </Text>
      </Cell>
      <Cell textAlign="end">
        <Text>{points > 0 ? t('orders.money.points', { points: points.toLocaleString('en-US') }) : cash(sum((coupon) => coupon.fare))}</Text>
        <Text fontSize="sm" color="muted">
          {t('orders.detail.taxesAmount', { amount: cash(sum((coupon) => coupon.airportFee + coupon.fuelSurcharge)) })}
        </Text>
      </Cell>
    </tr>
  );
}

/** Who flies, with each traveller's fare, taxes and ticket numbers over all the order's flights. */
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
            {order.passengers.map((passenger) => (
              <PassengerRow key={passenger.id} passenger={passenger} order={order} coupons={order.coupons.filter((coupon) => coupon.passengerId === passenger.id)} />
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}
