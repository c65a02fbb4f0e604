import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { pickLocale } from '../../../../contract/localized-text';
import { ActionButton } from '../../../ui/action-button';
import { formatMoney } from '../../../../contract/money';
import { formatCalendarDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { PurchaseProblem, StepHeading, usePurchase } from './purchase-step';
import { BusyNote } from '../../../ui/busy-note';

const REFUSAL_STATES = ['soldOut', 'alreadyBought', 'capReached', 'notOffered'];

/** /orderConfirm/createLuggage, /orderConfirm/createMeals: what is bought for whom, the total, then the order. */
export function ConfirmView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, context, send } = usePurchase(kind);
  const rows = context.items.map((item) => {
    const coupon = context.offers.find((candidate) => candidate.couponId === item.couponId);
    const offer = coupon?.offers.find((candidate) => candidate.itemCode === item.itemCode);
    return {
      key: `${item.couponId}-${item.itemCode}`,
      passenger: coupon?.passengerName ?? '',
      flightNo: coupon?.flight.flightNo ?? '',
      date: coupon ? formatCalendarDate(coupon.flight.flightDate, locale) : '',
      name: offer ? pickLocale(offer.name, locale) : item.itemCode,
      price: offer?.price ?? 0,
    };
  });
  const change = { label: t('ancillaries.actions.changeItems'), onClick: () => send({ type: 'items.change' }) };
  return (
    <Stack gap={4}>
      <StepHeading>{t('ancillaries.confirm.heading')}</StepHeading>
      <Stack as="ul" gap={2} listStyleType="none" p={0} m={0} aria-label={t('ancillaries.confirm.items')}>
        {rows.map((row) => (
          <Flex as="li" key={row.key} gap={3} justify="space-between" borderBottomWidth="1px" borderColor="line" pb={2}>
            <Text>
              {row.passenger} · {row.flightNo} {row.date} · {row.name}
            </Text>
            <Text fontWeight="semibold">{formatMoney(row.price, locale)}</Text>
          </Flex>
        ))}
      </Stack>
      <Text fontWeight="bold">{t('ancillaries.items.total', { amount: context.expectedTotal ?? 0 })}</Text>
      {state === 'confirming' ? (
        <Flex gap={2} wrap="wrap">
          <ActionButton onClick={() => send({ type: 'order.place' })}>{t('ancillaries.confirm.place')}</ActionButton>
          <ActionButton variant="secondary" onClick={() => send({ type: 'back' })}>
            {t('ancillaries.actions.back')}
          </ActionButton>
        </Flex>
      ) : null}
      {state === 'placingOrder' ? <BusyNote label={t('ancillaries.confirm.placing')} /> : null}
      {state === 'priceChanged' ? (
        <PurchaseProblem
          failure={context.failure}
          actions={[
            {
              label: t('ancillaries.confirm.acceptPrice', { amount: context.failure?.totalAmount ?? 0 }),
              onClick: () => send({ type: 'price.accept' }),
            },
            change,
          ]}
        />
      ) : null}
      {REFUSAL_STATES.includes(String(state)) ? <PurchaseProblem failure={context.failure} actions={[change]} /> : null}
      {state === 'orderFailed' ? (
        <PurchaseProblem
          failure={context.failure}
          actions={[
            { label: t('ancillaries.actions.retry'), onClick: () => send({ type: 'retry' }) },
            { label: t('ancillaries.actions.back'), onClick: () => send({ type: 'back' }) },
          ]}
        />
      ) : null}
    </Stack>
  );
}
