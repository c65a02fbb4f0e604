import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { ActionButton } from '../../../ui/action-button';
import { HoldCountdown } from '../../../ui/payment/hold-countdown';
import { PayView, type PaymentActor } from '../../../ui/payment/pay-view';
import { PURCHASE_FLOWS } from '../flow/ancillary-flow';
import { PayForm } from './pay-form';
import { PurchaseOutcome } from './purchase-outcome';
import { PurchaseProblem, StepHeading, usePurchase } from './purchase-step';

const WORDS = {
  wechat: { scan: 'ancillaries.pay.scan', qrAlt: 'ancillaries.pay.qrAlt', openOnPhone: 'ancillaries.pay.openOnPhone' },
  atGateway: 'ancillaries.pay.atGateway',
  otherMethod: 'ancillaries.pay.otherMethod',
};

/** /luggageDefray, /mealsDefray: the held order, its payment (the one pay view), cancelling it while unpaid, then the outcome. */
export function PayPage({ kind }: { kind: AncillaryKind }) {
  const { state, context, send } = usePurchase(kind);
  const payment = PURCHASE_FLOWS[kind].useSelector((snapshot) => snapshot.children.payment as PaymentActor | undefined);
  const order = context.order;
  if (state !== 'paying' || !order || !payment) return <PurchaseOutcome kind={kind} />;
  return (
    <Stack gap={4} maxW="720px">
      <OrderBox
        orderNo={order.orderNo}
        amount={order.totalAmount}
        holdUntil={order.holdUntil}
        onOver={() => send({ type: 'order.expired' })}
      />
      <PurchasePayment payment={payment} amount={order.totalAmount} onCancel={() => send({ type: 'order.cancel' })} />
    </Stack>
  );
}

function PurchasePayment({ payment, amount, onCancel }: { payment: PaymentActor; amount: number; onCancel(): void }) {
  const { t } = useTranslation();
  const cancelable = useSelector(payment, (snapshot) => snapshot.can({ type: 'order.cancel' }));
  // Back from a gateway's checkout (a new page load): ask the server about the attempt anew.
  useEffect(() => {
    if (payment.getSnapshot().matches('polling')) payment.send({ type: 'payment.resume' });
  }, [payment]);
  return (
    <>
      <PayView
        payment={payment}
        words={WORDS}
        form={({ busy, failure, walletRefused, missingPassword, onPay }) => (
          <>
            {/* The wallet's refusal (a wrong password, too little money) sits above the form, which stays for another try. */}
            {walletRefused ? <PurchaseProblem failure={failure} actions={[]} /> : null}
            <PayForm amount={amount} busy={busy} missingPassword={missingPassword} onPay={onPay} />
          </>
        )}
        problem={(failure, wayOn) => <PurchaseProblem failure={failure} actions={[wayOn]} />}
        following={() => <Text role="status">{t('ancillaries.pay.waiting')}</Text>}
      />
      {cancelable ? (
        <Flex>
          <ActionButton variant="secondary" onClick={onCancel}>
            {t('ancillaries.pay.cancel')}
          </ActionButton>
        </Flex>
      ) : null}
    </>
  );
}

function OrderBox({
  orderNo,
  amount,
  holdUntil,
  onOver,
}: {
  orderNo: string;
  amount: number;
  holdUntil: string;
  onOver(): void;
}) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
      <StepHeading>{t('ancillaries.pay.heading')}</StepHeading>
      <Text>{t('ancillaries.pay.orderNo', { orderNo })}</Text>
      <Text fontWeight="bold" color="brand.700">
        {t('ancillaries.items.total', { amount })}
      </Text>
      <HoldCountdown holdUntil={holdUntil} leftKey="ancillaries.pay.holdLeft" onOver={onOver} />
    </Box>
  );
}
