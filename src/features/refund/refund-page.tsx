import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_REFUSALS } from '../../../contract/calls/refunds';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { useFeedback } from '../../ui/feedback-context';
import { useLocaleParam } from '../../ui/locale-link';
import { TextLinkStyle } from '../../ui/text-link-style';
import { CouponList } from './coupon-list';
import { applyRefund } from './refund-api';
import { ALL_DISRUPTION_NOTICES } from '../../api/disruption-notices';
import { RefundRules } from './refund-rules';
import { RefundTotals } from './refund-totals';
import { useRefundSelection } from './use-refund-selection';
import { failureOf } from '../../../contract/call-failure';

/** /refund?orderNo=: choose coupons, read the quote, confirm; then the progress page. */
export function RefundPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { dialogs, toasts } = useFeedback();
  const { overview, selected, quote, quoteError, quoting, toggle, refresh } = useRefundSelection(orderNo, locale);
  const [submitting, setSubmitting] = useState(false);

  if (!orderNo) {
    return (
      <Stack gap={3} align="flex-start">
        <Text>{t('refund.quote.noOrder')}</Text>
        <TextLinkStyle>
          <Link to="/{-$locale}/member/myOrder" params={localeParam}>
            {t('refund.quote.toMyOrders')}
          </Link>
        </TextLinkStyle>
      </Stack>
    );
  }
  if (overview.isPending) return <Text role="status">{t('refund.quote.loading')}</Text>;
  if (overview.isError)
    return <Text role="alert">{t('refund.errors.loadFailed', { message: overview.error.message })}</Text>;

  const quoted = new Map((quote?.coupons ?? []).map((coupon) => [coupon.ticketId, coupon]));
  const canSubmit = Boolean(quote?.quoteToken) && selected.size > 0 && !quoting && !quoteError && !submitting;

  const submit = async () => {
    if (!quote?.quoteToken) return;
    const { refundAmount, fee, pointsBack } = quote.totals;
    const message =
      pointsBack > 0
        ? t('refund.quote.confirmPointsMessage', { count: selected.size, amount: refundAmount, points: pointsBack })
        : t('refund.quote.confirmMessage', { count: selected.size, amount: refundAmount, fee });
    if (
      !(await dialogs.confirm({
        title: t('refund.quote.confirmTitle'),
        message,
        confirmLabel: t('refund.quote.confirmLabel'),
      }))
    )
      return;
    setSubmitting(true);
    try {
      const result = await applyRefund({ orderNo, ticketIds: [...selected], quoteToken: quote.quoteToken });
      toasts.show('success', t('refund.quote.done', { refundNo: result.refundNo }));
      // A refunded coupon's disruption notice is settled: the order pages must not show it again from memory.
      void queryClient.invalidateQueries({ queryKey: ALL_DISRUPTION_NOTICES });
      await navigate({ to: '/{-$locale}/refund/data', params: localeParam, search: { orderNo } });
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : String(error));
      // A changed quote comes back with the new amounts: show them before the traveller tries again.
      if (failureOf(error).code === REFUND_REFUSALS.quoteChanged) await refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap={4} maxW="3xl">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={2}>
        <Text fontWeight="medium">{t('refund.quote.orderLabel', { orderNo })}</Text>
        <TextLinkStyle>
          <Link to="/{-$locale}/refund/data" params={localeParam} search={{ orderNo }}>
            {t('refund.quote.viewProgress')}
          </Link>
        </TextLinkStyle>
      </Flex>
      <chakra.p color="muted">{t('refund.quote.choose')}</chakra.p>
      <CouponList coupons={overview.data.coupons} selected={selected} quoted={quoted} onToggle={toggle} />
      {quoteError && (
        <Text role="alert" color="red.700">
          {quoteError.message}
        </Text>
      )}
      {selected.size === 0 && <Text role="status">{t('refund.quote.nothingSelected')}</Text>}
      {quote && selected.size > 0 && !quoteError && <RefundTotals totals={quote.totals} />}
      <Box>
        <ActionButton onClick={submit} disabled={!canSubmit} w={{ base: 'full', sm: 'auto' }}>
          {t(submitting ? 'refund.quote.submitting' : 'refund.quote.submit')}
        </ActionButton>
      </Box>
      <RefundRules />
    </Stack>
  );
}
