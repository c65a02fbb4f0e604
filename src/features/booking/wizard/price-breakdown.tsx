import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PassengerCounts } from '../../../../contract/first-load/flight-search-rules';
import type { BookingMarket, FareQuote } from '../../../../machines/booking-trip';
import { insuranceTotal, priceBreakdown, type InsuranceLine } from './price-lines';

interface PriceBreakdownProps {
  segments: readonly FareQuote[];
  counts: PassengerCounts;
  market: BookingMarket;
  /** The travel insurance chosen on the passenger page, priced per passenger per flight. */
  insurance?: readonly InsuranceLine[];
}

/** Fares, airport fee and fuel surcharge per passenger type over all flights, then what the whole party pays. */
export function PriceBreakdownTable({ segments, counts, market, insurance = [] }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const breakdown = priceBreakdown(segments, counts, market);
  const totalCash = breakdown.totalCash + insuranceTotal(insurance);
  const points = market === 'points';
  const cash = (amount: number) => t('booking.price.cash', { amount });
  const cell = {
    px: { base: 1, md: 2 },
    py: 2,
    textAlign: 'right',
    borderBottom: '1px solid',
    borderColor: 'line',
  } as const;
  return (
    <Box as="section" aria-labelledby="price-title" mb={5}>
      <Text as="h2" id="price-title" fontWeight="semibold" fontSize="lg" mb={2}>
        {t('booking.price.title')}
      </Text>
      <Box overflowX="auto">
        <chakra.table w="full" fontSize={{ base: 'xs', md: 'sm' }} bg="white">
          <thead>
            <tr>
              <chakra.th {...cell} textAlign="left">
                {t('booking.price.passengerType')}
              </chakra.th>
              <chakra.th {...cell}>{t('booking.price.fare')}</chakra.th>
              <chakra.th {...cell}>{t('booking.price.airportFee')}</chakra.th>
              <chakra.th {...cell}>{t('booking.price.fuelSurcharge')}</chakra.th>
              <chakra.th {...cell}>{t('booking.price.each')}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {breakdown.lines.map((line) => (
              <tr key={line.passengerType}>
                <chakra.th {...cell} textAlign="left" fontWeight="normal" scope="row">
                  {t(`booking.price.type.${line.passengerType}`)} × {line.count}
                </chakra.th>
                <chakra.td {...cell}>
                  {points ? t('booking.price.points', { points: line.pointsEach }) : cash(line.fare)}
                </chakra.td>
                <chakra.td {...cell}>{cash(line.airportFee)}</chakra.td>
                <chakra.td {...cell}>{cash(line.fuelSurcharge)}</chakra.td>
                <chakra.td {...cell}>{cash(line.cashEach)}</chakra.td>
              </tr>
            ))}
            {insurance.map((line) => (
              <tr key={line.productCode}>
                <chakra.th {...cell} textAlign="left" fontWeight="normal" scope="row">
                  {line.name} × {line.count}
                </chakra.th>
                <chakra.td {...cell} colSpan={3} />
                <chakra.td {...cell}>{cash(line.each)}</chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Text mt={3} fontSize="lg" fontWeight="bold" textAlign={{ base: 'left', md: 'right' }} data-testid="order-total">
        {points
          ? t('booking.price.totalWithPoints', { amount: totalCash, points: breakdown.totalPoints })
          : t('booking.price.total', { amount: totalCash })}
      </Text>
    </Box>
  );
}
