import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { ActionButton } from '../../../ui/action-button';
import { HoldCountdown } from '../../../ui/payment/hold-countdown';
import { WechatQr } from '../../../ui/payment/wechat-qr';
import { PayForm } from './pay-form';
import { PurchaseOutcome } from './purchase-outcome';
import { Busy, PurchaseProblem, StepHeading, usePurchase } from './purchase-step';

const WECHAT_WORDS = {
  scan: 'ancillaries.pay.scan',
  qrAlt: 'ancillaries.pay.qrAlt',
  openOnPhone: 'ancillaries.pay.openOnPhone',
};

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
        <HoldCountdown
          holdUntil={order.holdUntil}
          leftKey="ancillaries.pay.holdLeft"
          onOver={() => send({ type: 'order.expired' })}
        />
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
            <WechatQr url={context.payment.url} amount={context.payment.amount} words={WECHAT_WORDS} />
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
