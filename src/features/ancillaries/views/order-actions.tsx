import { Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder, AncillaryOrderItem } from '../../../../contract/ancillaries/ancillary-order-schemas';
import { formatMoney } from '../../../../contract/money';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { useFeedback } from '../../../ui/feedback-context';
import { useLocaleParam } from '../../../ui/locale-link';
import { cancelOrder, refundItems } from '../ancillary-api';
import { KIND_LINKS } from '../flow/ancillary-pages';

const failureText = (error: unknown) => (error as { message?: string } | null)?.message;

/** An unpaid order's ways on, as the server offers them: pay it (its pay page), or cancel it after a confirm. */
export function UnpaidOrderActions({ kind, order }: { kind: AncillaryKind; order: AncillaryOrder }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const { dialogs } = useFeedback();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(kind, order.orderNo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ancillaries', kind] }),
  });
  if (!order.actions.pay && !order.actions.cancel) return null;
  const confirmCancel = async () => {
    const confirmed = await dialogs.confirm({
      message: t('ancillaries.orders.cancelConfirm', { orderNo: order.orderNo }),
      confirmLabel: t('ancillaries.orders.cancelYes'),
      cancelLabel: t('ancillaries.orders.cancelNo'),
      showCancel: true,
    });
    if (confirmed) cancel.mutate();
  };
  return (
    <Stack gap={1} mt={3}>
      <Flex gap={3} wrap="wrap">
        {order.actions.pay ? (
          <ActionButton asChild>
            <Link
              to={`/{-$locale}${KIND_LINKS[kind].pay}`}
              params={localeParam}
              search={{ orderNo: order.orderNo } as never}
            >
              {t('ancillaries.orders.pay', { amount: order.totalAmount })}
            </Link>
          </ActionButton>
        ) : null}
        {order.actions.cancel ? (
          <ActionButton variant="secondary" disabled={cancel.isPending} onClick={() => void confirmCancel()}>
            {t('ancillaries.orders.cancel')}
          </ActionButton>
        ) : null}
      </Flex>
      {cancel.error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {failureText(cancel.error) ?? t('ancillaries.errors.generic')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A paid item's refund, after a confirm like every other undoing: in full before the sale closes, else the refusal says why. */
export function RefundButton({
  kind,
  order,
  item,
}: {
  kind: AncillaryKind;
  order: AncillaryOrder;
  item: AncillaryOrderItem;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { dialogs } = useFeedback();
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => refundItems(kind, order.orderNo, [item.itemId]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ancillaries', kind] }),
  });
  if (item.status !== 'paid') return null;
  const confirmRefund = async () => {
    const confirmed = await dialogs.confirm({
      message: t('ancillaries.orders.refundConfirm', {
        name: item.passengerName,
        item: pickLocale(item.name, locale),
        amount: formatMoney(item.price, locale),
      }),
      confirmLabel: t('ancillaries.orders.refundYes'),
      cancelLabel: t('ancillaries.orders.refundNo'),
      showCancel: true,
    });
    if (confirmed) refund.mutate();
  };
  return (
    <Stack gap={1} mt={2} align="flex-start">
      <ActionButton
        variant="secondary"
        disabled={refund.isPending}
        onClick={() => void confirmRefund()}
        aria-label={t('ancillaries.orders.refundItem', { name: item.passengerName, emdNo: item.emdNo ?? '' })}
      >
        {t('ancillaries.orders.refund')}
      </ActionButton>
      {refund.error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {failureText(refund.error) ?? t('ancillaries.errors.generic')}
        </Text>
      ) : null}
    </Stack>
  );
}
