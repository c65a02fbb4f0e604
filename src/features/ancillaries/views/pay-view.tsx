import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { ActionButton } from '../../../ui/action-button';
import { PayForm } from './pay-form';
import { PurchaseOutcome } from './purchase-outcome';
import { Busy, PurchaseProblem, StepHeading, usePurchase } from './purchase-step';

/** Minutes and seconds left of the hold; at 00:00 the chart hears the order expired (the server expires it too). */
function HoldLeft({ holdUntil, onOver }: { holdUntil: string; onOver(): void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((Date.parse(holdUntil) - now) / 1000));
  useEffect(() => {
    if (seconds === 0) onOver();
  }, [seconds, onOver]);
  return (
    <Text fontSize="sm">
      {t('ancillaries.pay.holdLeft', {
        time: `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
      })}
    </Text>
  );
}

/** The WeChat attempt's QR; in the sandbox its address also opens as a link (the payer's phone). */
function WechatCode({ url, amount }: { url: string; amount: number }) {
  const { t } = useTranslation();
  const source = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`,
    [url],
  );
  return (
    <Stack align="center" gap={2} textAlign="center">
      <Text fontWeight="semibold">{t('ancillaries.pay.scan', { amount })}</Text>
      <chakra.img
        src={source}
        alt={t('ancillaries.pay.qrAlt')}
        width="200px"
        height="200px"
        bg="white"
        p={2}
        borderWidth="1px"
        borderColor="line"
        borderRadius="md"
      />
      <chakra.a href={url} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" fontSize="sm">
        {t('ancillaries.pay.openOnPhone')}
      </chakra.a>
    </Stack>
  );
}

/** /luggageDefray, /mealsDefray: pay the held order (or cancel it), follow the attempt, then the outcome. */
export function PayView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { state, context, send } = usePurchase(kind);
  const polling = typeof state === 'object' && state.paying === 'polling';
  // Back from a gateway's checkout, the saved flow has no poller running: start one.
  useEffect(() => {
    if (polling) send({ type: 'payment.resume' });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const order = context.order;
  if (typeof state === 'string' || !order) return <PurchaseOutcome kind={kind} />;
  const step = state.paying;
  const back = { label: t('ancillaries.pay.otherMethod'), onClick: () => send({ type: 'back' }) };
  return (
    <Stack gap={4} maxW="720px">
      <Box borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
        <StepHeading>{t('ancillaries.pay.heading')}</StepHeading>
        <Text>{t('ancillaries.pay.orderNo', { orderNo: order.orderNo })}</Text>
        <Text fontWeight="bold" color="brand.700">
          {t('ancillaries.items.total', { amount: order.totalAmount })}
        </Text>
        <HoldLeft holdUntil={order.holdUntil} onOver={() => send({ type: 'order.expired' })} />
      </Box>
      {/* The wallet's refusal (a wrong password, too little money) sits above the form, which stays for another try. */}
      {step === 'walletRefused' ? <PurchaseProblem failure={context.failure} actions={[]} /> : null}
      {step === 'choosingMethod' || step === 'startingPayment' || step === 'walletRefused' ? (
        <PayForm
          amount={order.totalAmount}
          busy={step === 'startingPayment'}
          missingPassword={context.failure?.code === 'TRANSACTION_PASSWORD_REQUIRED'}
          onPay={(choice) => send({ type: 'payment.start', choice })}
        />
      ) : null}
      {step === 'paymentStartFailed' ? <PurchaseProblem failure={context.failure} actions={[back]} /> : null}
      {step === 'polling' && context.payment ? (
        <Stack gap={3}>
          {context.payment.kind === 'qr' ? (
            <WechatCode url={context.payment.url} amount={context.payment.amount} />
          ) : (
            <Busy label={t('ancillaries.pay.atGateway')} />
          )}
          <Text role="status">{t('ancillaries.pay.waiting')}</Text>
          <ActionButton
            variant="secondary"
            alignSelf="flex-start"
            onClick={() => send({ type: 'payment.otherMethod' })}
          >
            {t('ancillaries.pay.otherMethod')}
          </ActionButton>
        </Stack>
      ) : null}
      {step === 'paymentFailed' ? (
        <PurchaseProblem
          failure={{ code: 'PAYMENT_FAILED' }}
          actions={[{ label: t('ancillaries.pay.otherMethod'), onClick: () => send({ type: 'payment.otherMethod' }) }]}
        />
      ) : null}
      {step === 'choosingMethod' || step === 'walletRefused' || step === 'paymentFailed' ? (
        <Flex>
          <ActionButton variant="secondary" onClick={() => send({ type: 'order.cancel' })}>
            {t('ancillaries.pay.cancel')}
          </ActionButton>
        </Flex>
      ) : null}
    </Stack>
  );
}
