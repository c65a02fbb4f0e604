import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { canToggleItem, totalOf } from '../../../../machines/ancillary-purchase-context';
import { ActionButton } from '../../../ui/action-button';
import { FlightLine } from './flight-line';
import { OfferChoice } from './offer-card';
import { StepHeading, usePurchase } from './purchase-step';

/** /serve/luggage/buyLuggage, /serve/meals/buyMeals: bundles or meals for each chosen passenger and flight. */
export function ItemsView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { context, send } = usePurchase(kind);
  const total = totalOf(context);
  return (
    <Stack gap={4}>
      <StepHeading>{t(`ancillaries.items.heading.${kind}`)}</StepHeading>
      {context.offers.map((coupon) => (
        <chakra.fieldset key={coupon.couponId} borderWidth="1px" borderColor="line" borderRadius="md" p={4} m={0}>
          <chakra.legend px={1} fontWeight="bold">
            {coupon.passengerName}
          </chakra.legend>
          <FlightLine flight={coupon.flight} />
          {coupon.freeAllowance ? (
            <Text fontSize="sm">
              {t(`ancillaries.items.freeAllowance.${coupon.freeAllowance.unit}`, {
                amount: coupon.freeAllowance.amount,
              })}
            </Text>
          ) : null}
          {coupon.eligibility.code !== 'ok' ? (
            <Text color="red.700">{t('ancillaries.coupons.cannotBuy', { reason: coupon.eligibility.message })}</Text>
          ) : (
            <>
              <Text fontSize="sm" color="muted" mb={2}>
                {t(`ancillaries.items.capLeft.${coupon.offers[0]?.unit ?? 'portion'}`, { amount: coupon.capLeft })}
              </Text>
              <Stack gap={2}>
                {coupon.offers.map((offer) => (
                  <OfferChoice
                    key={offer.itemCode}
                    offer={offer}
                    couponId={coupon.couponId}
                    chosen={context.items.some(
                      (item) => item.couponId === coupon.couponId && item.itemCode === offer.itemCode,
                    )}
                    allowed={canToggleItem(context, { couponId: coupon.couponId, itemCode: offer.itemCode })}
                    onToggle={() => send({ type: 'item.toggle', couponId: coupon.couponId, itemCode: offer.itemCode })}
                  />
                ))}
              </Stack>
            </>
          )}
        </chakra.fieldset>
      ))}
      <Box position="sticky" bottom={0} bg="white" borderTopWidth="1px" borderColor="line" py={3}>
        <Flex gap={3} align="center" wrap="wrap">
          <Text fontWeight="bold" aria-live="polite">
            {t('ancillaries.items.total', { amount: total })}
          </Text>
          <ActionButton disabled={context.items.length === 0} onClick={() => send({ type: 'items.confirm' })}>
            {t('ancillaries.items.confirm')}
          </ActionButton>
          <ActionButton variant="secondary" onClick={() => send({ type: 'back' })}>
            {t('ancillaries.actions.back')}
          </ActionButton>
        </Flex>
      </Box>
    </Stack>
  );
}
