import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { canDrawRedEnvelope } from '../../../../contract/ancillaries/red-envelope-rule';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { useLocaleParam } from '../../../ui/locale-link';
import { orderDetailQueryOptions } from '../ancillary-api';
import { KIND_LINKS } from '../flow/ancillary-pages';
import { OrderItems } from './order-items';
import { RedEnvelopeButton } from './red-envelope-button';
import { PurchaseProblem, usePurchase } from './purchase-step';
import { BusyNote } from '../../../ui/busy-note';

/** How the purchase ended (paid, cancelled, expired, no longer payable), or the cancel under way. */
export function PurchaseOutcome({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { state, context, send } = usePurchase(kind);
  const orderNo = context.order?.orderNo ?? '';
  const paid = useQuery({
    ...orderDetailQueryOptions(kind, orderNo, locale),
    enabled: state === 'done' && orderNo !== '',
  });
  const again = (
    <ActionButton variant="secondary" alignSelf="flex-start" onClick={() => send({ type: 'purchase.again' })}>
      {t('ancillaries.outcome.again')}
    </ActionButton>
  );
  const ordersLink = (
    <Link
      to={`/{-$locale}${KIND_LINKS[kind].orders}`}
      params={localeParam}
      style={{ textDecoration: 'underline', color: '#961b25' }}
    >
      {t(`ancillaries.outcome.orders.${kind}`)}
    </Link>
  );
  if (state === 'cancelling') return <BusyNote label={t('ancillaries.outcome.cancelling')} />;
  if (state === 'cancelFailed') {
    return (
      <PurchaseProblem
        failure={context.failure}
        actions={[
          { label: t('ancillaries.actions.retry'), onClick: () => send({ type: 'retry' }) },
          { label: t('ancillaries.actions.back'), onClick: () => send({ type: 'back' }) },
        ]}
      />
    );
  }
  if (state === 'done') {
    return (
      <Stack gap={3} role="status" aria-live="polite">
        <Text as="h2" fontSize="lg" fontWeight="bold" color="green.700">
          {t('ancillaries.outcome.paidTitle')}
        </Text>
        <Text>{t('ancillaries.outcome.paid', { orderNo })}</Text>
        {paid.data ? <OrderItems order={paid.data} /> : null}
        {paid.data && canDrawRedEnvelope(paid.data) ? <RedEnvelopeButton orderNo={orderNo} /> : null}
        <Link
          to={`/{-$locale}${KIND_LINKS[kind].detail}`}
          params={localeParam}
          search={{ orderNo } as never}
          style={{ textDecoration: 'underline', color: '#961b25' }}
        >
          {t('ancillaries.outcome.detail')}
        </Link>
        {ordersLink}
        {again}
      </Stack>
    );
  }
  const known = ['cancelled', 'expired', 'notPayable', 'notCancelable'].includes(String(state));
  return (
    <Stack gap={3} role="status">
      <Text>
        {known
          ? (context.failure?.message ?? t(`ancillaries.outcome.${String(state)}`))
          : t('ancillaries.resume.elsewhere')}
      </Text>
      {ordersLink}
      {again}
    </Stack>
  );
}
