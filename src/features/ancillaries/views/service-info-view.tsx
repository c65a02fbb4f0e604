import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { FieldLabel } from '../../../ui/field-parts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LUGGAGE_CAP,
  MEALS_CAP_PER_COUPON,
  SALE_CLOSES_HOURS,
  type AncillaryKind,
} from '../../../../contract/ancillaries/ancillary-calls';
import { formatMoney } from '../../../../contract/money';
import { useLocale } from '../../../i18n/use-locale';
import { useLocaleParam } from '../../../ui/locale-link';
import { priceListQueryOptions } from '../ancillary-api';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { forgetPurchase } from '../flow/forget-purchase';
import { OfferFacts } from './offer-card';
import { routeOptionLabel } from './route-option-label';

/** The service's rules, a link to buy, and the public price table of one route at a time. */
export function ServiceInfoView({ kind, headingLevel = 'h2' }: { kind: AncillaryKind; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const prices = useQuery(priceListQueryOptions(kind, locale));
  const [routeIndex, setRouteIndex] = useState(0);
  const route = prices.data?.routes[routeIndex];
  const selectId = `${kind}-route`;
  return (
    <Stack gap={4} as="section" aria-labelledby={`${kind}-info-heading`}>
      <Text as={headingLevel} id={`${kind}-info-heading`} fontSize="lg" fontWeight="bold">
        {t(`ancillaries.info.heading.${kind}`)}
      </Text>
      <Stack as="ul" gap={1} ps={5} m={0}>
        <li>{t(`ancillaries.info.rules.saleCloses`, { hours: SALE_CLOSES_HOURS[kind] })}</li>
        <li>
          {t(`ancillaries.info.rules.cap.${kind}`, { cap: kind === 'luggage' ? LUGGAGE_CAP.kg : MEALS_CAP_PER_COUPON })}
        </li>
        <li>{t(`ancillaries.info.rules.more.${kind}`)}</li>
      </Stack>
      {/* Buying from here is a new purchase, whatever one the tab had under way. */}
      <Link
        to={`/{-$locale}${KIND_LINKS[kind].start}`}
        params={localeParam}
        onClick={() => forgetPurchase(kind)}
        style={{ alignSelf: 'flex-start', background: '#b3202c', color: 'white', padding: '8px 20px', borderRadius: 6 }}
      >
        {t(`ancillaries.info.buy.${kind}`)}
      </Link>
      {prices.isError ? <Text role="alert">{prices.error.message}</Text> : null}
      {prices.data && prices.data.routes.length > 0 ? (
        <Box>
          <FieldLabel htmlFor={selectId}>{t('ancillaries.info.route')}</FieldLabel>
          <chakra.select
            id={selectId}
            value={routeIndex}
            onChange={(event) => setRouteIndex(Number(event.target.value))}
            minH="10"
            px={2}
            borderWidth="1px"
            borderColor="line"
            borderRadius="md"
            maxW="full"
          >
            {prices.data.routes.map((candidate, index) => (
              <option key={`${candidate.origin}-${candidate.destination}`} value={index}>
                {routeOptionLabel(candidate, locale)}
              </option>
            ))}
          </chakra.select>
        </Box>
      ) : null}
      {route ? (
        <Stack as="ul" gap={2} listStyleType="none" p={0} m={0} aria-label={t('ancillaries.info.priceList')}>
          {route.items.map((item) => (
            <Flex
              as="li"
              key={item.itemCode}
              gap={3}
              p={3}
              borderWidth="1px"
              borderColor="line"
              borderRadius="md"
              wrap="wrap"
            >
              <OfferFacts offer={item} />
              {/* On a phone the prices take their own line: beside the facts they squeezed the names to a few characters. */}
              <Box textAlign={{ base: 'start', sm: 'end' }} fontSize="sm" flexBasis={{ base: 'full', sm: 'auto' }}>
                {/* One price whenever bought (meals) is just the price: "later" only means something after an earlier tier. */}
                {item.priceTiers.map((tier) => (
                  <Text key={tier.fromDaysBefore}>
                    {tier.fromDaysBefore > 0
                      ? t('ancillaries.info.tier', { days: tier.fromDaysBefore, price: tier.price })
                      : item.priceTiers.length > 1
                        ? t('ancillaries.info.tierLate', { price: tier.price })
                        : formatMoney(tier.price, locale)}
                  </Text>
                ))}
                {item.mealTime ? <Text color="muted">{t(`ancillaries.info.mealTime.${item.mealTime}`)}</Text> : null}
                <Text color="muted">{item.cabins.map((cabin) => t(`ancillaries.cabin.${cabin}`)).join(' / ')}</Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
