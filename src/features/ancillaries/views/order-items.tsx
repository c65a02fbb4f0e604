import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryOrder, AncillaryOrderItem } from '../../../../contract/ancillaries/ancillary-order-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import { formatMoney } from '../../../../contract/money';
import { formatCalendarDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { DietaryMarks } from './offer-card';

const STATUS_COLOURS: Record<AncillaryOrderItem['status'], string> = {
  unpaid: 'orange.700',
  paid: 'green.700',
  used: 'muted',
  refunded: 'muted',
  canceled: 'muted',
};

/** Each item of an order: who, which flight, what, its price, status and EMD number; `action` adds e.g. a refund button. */
export function OrderItems({
  order,
  action,
}: {
  order: AncillaryOrder;
  action?: (item: AncillaryOrderItem) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack as="ul" gap={2} listStyleType="none" p={0} m={0}>
      {order.items.map((item) => (
        <Box as="li" key={item.itemId} borderTopWidth="1px" borderColor="line" pt={2}>
          <Flex gap={3} justify="space-between" wrap="wrap">
            <Box minW={0}>
              <Text fontWeight="semibold">
                {item.passengerName} · {pickLocale(item.name, locale)}
              </Text>
              <Text fontSize="sm">
                {t('ancillaries.orders.itemFlight', {
                  flightNo: item.flight.flightNo,
                  date: formatCalendarDate(item.flight.flightDate, locale),
                  from: pickLocale(item.flight.departure.cityName, locale),
                  to: pickLocale(item.flight.arrival.cityName, locale),
                })}
              </Text>
              <DietaryMarks marks={item.dietaryMarks} />
              {item.emdNo ? <Text fontSize="sm">{t('ancillaries.orders.emd', { emdNo: item.emdNo })}</Text> : null}
            </Box>
            {/* ms auto: wrapped under a long English name, the price and status stay at the right edge. */}
            <Box textAlign="end" ms="auto">
              <Text fontWeight="semibold">{formatMoney(item.price, locale)}</Text>
              <Text fontSize="sm" color={STATUS_COLOURS[item.status]}>
                {t(`ancillaries.itemStatus.${item.status}`)}
              </Text>
            </Box>
          </Flex>
          {action?.(item)}
        </Box>
      ))}
    </Stack>
  );
}
