import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InsuranceChoice } from '../../../../contract/booking/booking-forms';
import type { InsuranceProduct } from '../../../../contract/booking/insurance-calls';
import { useLocale } from '../../../i18n/use-locale';
import { insuranceProductsQueryOptions } from './passengers-api';

interface InsuranceOffersProps {
  passengers: readonly { key: number; name: string }[];
  /** Premiums are per passenger per segment. */
  segmentCount: number;
  value: readonly InsuranceChoice[];
  onChange(next: InsuranceChoice[]): void;
}

export function insurancePremium(
  products: readonly InsuranceProduct[],
  choices: readonly InsuranceChoice[],
  segmentCount: number,
): number {
  return choices.reduce(
    (sum, choice) =>
      sum + (products.find((product) => product.productCode === choice.productCode)?.price ?? 0) * segmentCount,
    0,
  );
}

/** Travel insurance (queryInsuranceDeploy): each product with its price, ticked per passenger. */
export function InsuranceOffers({ passengers, segmentCount, value, onChange }: InsuranceOffersProps) {
  const { t } = useTranslation();
  const products = useQuery(insuranceProductsQueryOptions(useLocale())).data ?? [];
  if (products.length === 0) return null;
  const isChosen = (passengerKey: number, productCode: string) =>
    value.some((choice) => choice.passengerKey === passengerKey && choice.productCode === productCode);
  const toggle = (passengerKey: number, productCode: string, chosen: boolean) =>
    onChange(
      chosen
        ? [...value, { passengerKey, productCode }]
        : value.filter((choice) => !(choice.passengerKey === passengerKey && choice.productCode === productCode)),
    );
  const total = insurancePremium(products, value, segmentCount);
  return (
    <chakra.fieldset border="1px solid" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} mb={4} minW={0}>
      <chakra.legend px={1} fontWeight="semibold">
        {t('insurance.offers.title')}
      </chakra.legend>
      {products.map((product) => (
        <Box
          key={product.productCode}
          borderBottom="1px solid"
          borderColor="line"
          py={3}
          _last={{ borderBottom: 'none' }}
        >
          <Flex justify="space-between" gap={3} wrap="wrap">
            <Box>
              <Text fontWeight="semibold">{product.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {product.summary}
              </Text>
            </Box>
            <Text fontWeight="semibold" color="brand.700" whiteSpace="nowrap">
              {t('insurance.offers.price', { price: product.price })}
            </Text>
          </Flex>
          <Flex gap={4} mt={2} wrap="wrap" role="group" aria-label={product.name}>
            {passengers.map((passenger) => (
              <Flex key={passenger.key} as="label" gap={2} align="center" fontSize="sm">
                <input
                  type="checkbox"
                  checked={isChosen(passenger.key, product.productCode)}
                  onChange={(event) => toggle(passenger.key, product.productCode, event.target.checked)}
                />
                <span>
                  {t('insurance.offers.forPassenger', {
                    name: passenger.name || t('insurance.offers.passengerNumber', { number: passenger.key + 1 }),
                    product: product.name,
                  })}
                </span>
              </Flex>
            ))}
          </Flex>
          <chakra.details mt={2} fontSize="xs" color="fg.muted">
            <chakra.summary cursor="pointer">{t('insurance.offers.terms')}</chakra.summary>
            <Text mt={1}>{product.terms}</Text>
          </chakra.details>
        </Box>
      ))}
      <Text mt={2} textAlign="end" aria-live="polite">
        {t('insurance.offers.total', { amount: total })}
      </Text>
    </chakra.fieldset>
  );
}
