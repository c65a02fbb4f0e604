import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  queryValidProductPayload,
  type QueryValidProductData,
  type ValidProduct,
} from '../../../../contract/calls/valid-products';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { queryValidProduct } from '../ticket-guide-api';
import { formatInstant } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { FlightLine } from './flight-line';
import { NumberNameLookup } from './number-name-lookup';

/** Where each product is bought or done: the purchase flows start at My trips, check-in at its own page. */
const PRODUCT_PAGE = {
  luggage: `/{-$locale}${KIND_LINKS.luggage.start}`,
  meal: `/{-$locale}${KIND_LINKS.meal.start}`,
  checkIn: '/{-$locale}/serve/checkIn',
} as const satisfies Record<ValidProduct['product'], string>;

/** /passenger/pas: a ticket's passenger (number and name) sees, per flight, what they can still add and until when. */
export function ValidProductsView() {
  const { t } = useTranslation();
  const [found, setFound] = useState<QueryValidProductData | null>(null);
  return (
    <Stack gap={6}>
      <NumberNameLookup
        id="valid-products"
        schema={queryValidProductPayload}
        numberField="ticketNo"
        numberLabel={t('ancillaries.lookup.ticketNo')}
        heading={t('ancillaries.validProducts.heading')}
        intro={t('ancillaries.validProducts.intro')}
        onFound={async (payload) => setFound(await queryValidProduct(payload))}
      />
      {found ? <ProductsOfTicket data={found} /> : null}
    </Stack>
  );
}

function ProductsOfTicket({ data }: { data: QueryValidProductData }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap={3} aria-labelledby="valid-products-result">
      <Text as="h2" id="valid-products-result" fontWeight="bold" fontSize="lg">
        {t('ancillaries.validProducts.resultHeading', { name: data.passengerName, ticketNo: data.ticketNo })}
      </Text>
      <Stack as="ul" gap={3} listStyleType="none" p={0} m={0}>
        {data.segments.map((segment) => (
          <Box as="li" key={segment.couponId} borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
            <FlightLine flight={segment.flight} />
            <Text fontSize="sm" color="muted" mb={2}>
              {t(`ancillaries.cabin.${segment.cabinClass}`)}
            </Text>
            <Stack as="ul" gap={2} listStyleType="none" p={0} m={0}>
              {segment.products.map((product) => (
                <ProductLine key={product.product} product={product} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function ProductLine({ product }: { product: ValidProduct }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const name = t(`ancillaries.validProducts.product.${product.product}`);
  return (
    <Flex as="li" gap={3} wrap="wrap" align="baseline" aria-label={name}>
      <Text fontWeight="semibold" minW="8rem">
        {name}
      </Text>
      {product.code === 'ok' ? (
        <>
          <Text>{t('ancillaries.validProducts.until', { time: formatInstant(product.closesAt, locale) })}</Text>
          <TextLinkStyle>
            <Link to={PRODUCT_PAGE[product.product]} params={localeParam}>
              {t(`ancillaries.validProducts.go.${product.product}`)}
            </Link>
          </TextLinkStyle>
        </>
      ) : (
        <Text color="muted">{product.message}</Text>
      )}
    </Flex>
  );
}
