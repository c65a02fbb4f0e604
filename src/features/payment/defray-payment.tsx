import { Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAuditData, PayMethod, PayMethodData } from '../../../contract/calls/payments';
import { pickLocale } from '../../../contract/localized-text';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { liveInspect } from '../../ui/live-inspect';
import { PayMethodOptions } from '../../ui/payment/pay-method-options';
import { PayView, type PayFormProps, type PaymentPollActor } from '../../ui/payment/pay-view';
import { paymentChartWith } from '../../ui/payment/payment-chart';
import { startDefrayPayment, wechatAttempt } from './payment-api';
import { PaymentResultView } from './payment-result';
import type { PaymentPollState } from './use-payment-polling';
import { WalletShare } from './wallet-share';
import { forgetWechatAttempt, recallWechatAttempt } from './wechat-attempt-storage';

const defrayPaymentChart = paymentChartWith((input) => startDefrayPayment(input));
const WORDS = {
  wechat: { scan: 'payment.wechat.scan', qrAlt: 'payment.wechat.qrAlt', openOnPhone: 'payment.wechat.openOnPhone' },
  atGateway: 'payment.page.starting',
  otherMethod: 'payment.wechat.otherMethod',
};

interface DefrayPaymentProps {
  order: OrderAuditData;
  methods: PayMethodData['methods'];
  /** The wallet froze a share, or the order can no longer be paid: read the order again. */
  onOrderChanged(): Promise<void>;
  onPayAgain(): void;
  notPayable: ReactNode;
}

/**
 * A flight order's or ticket change's payment on /defray: the payment chart with /defray's calls, drawn by the one
 * pay view. A WeChat attempt is kept for the tab, so a reload follows it again; the server's word ends it.
 */
export function DefrayPayment({ order, methods, onOrderChanged, onPayAgain, notPayable }: DefrayPaymentProps) {
  const [snapshot, , payment] = useMachine(defrayPaymentChart, {
    input: { orderNo: order.orderNo },
    inspect: liveInspect,
  });
  const step = snapshot.value;
  const walletAmount = snapshot.context.walletAmount;
  const ended = snapshot.status === 'done' ? snapshot.output : undefined;

  useEffect(() => {
    const remembered = recallWechatAttempt(sessionStorage, order.orderNo);
    if (remembered) payment.send({ type: 'payment.follow', payment: wechatAttempt(remembered) });
  }, [payment, order.orderNo]);
  // Once the attempt is left (another method, or the server decided), a reload no longer shows its QR.
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === 'polling' && step !== 'polling') forgetWechatAttempt(sessionStorage, order.orderNo);
    lastStep.current = step;
  }, [step, order.orderNo]);
  useEffect(() => {
    if (walletAmount > 0 || (ended && !ended.lastReply)) void onOrderChanged();
    // Only when the wallet's share or the end changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [walletAmount, ended]);

  if (ended?.lastReply)
    return (
      <PaymentResultView
        orderNo={order.orderNo}
        poll={{ state: ended.outcome as PaymentPollState, lastReply: ended.lastReply }}
        onPayAgain={onPayAgain}
      />
    );
  if (ended || (!order.payable && step === 'choosingMethod')) return notPayable;
  return (
    <PayView
      payment={payment}
      words={WORDS}
      form={(props) => <DefrayForm order={order} methods={methods} {...props} />}
      problem={(failure, wayOn) =>
        failure.code === 'PAYMENT_FAILED' ? (
          <PaymentResultView orderNo={order.orderNo} poll={{ state: 'failed' }} onPayAgain={wayOn.onClick} />
        ) : (
          <StartFailed message={failure.message} wayOn={wayOn} />
        )
      }
      following={(poll) => (poll ? <PollStatus orderNo={order.orderNo} poll={poll} /> : null)}
    />
  );
}

/** The attempt could not be started (the server's reason, or ours): back to the methods. */
function StartFailed({ message, wayOn }: { message?: string; wayOn: { label: string; onClick(): void } }) {
  const { t } = useTranslation();
  return (
    <Stack gap={3} align="flex-start">
      <Text role="alert" color="red.700">
        {message ?? t('payment.page.startFailed')}
      </Text>
      <ActionButton variant="secondary" onClick={wayOn.onClick}>
        {wayOn.label}
      </ActionButton>
    </Stack>
  );
}

/** The server's word on the attempt so far, with "I have paid" and "try again". */
function PollStatus({ orderNo, poll }: { orderNo: string; poll: PaymentPollActor }) {
  const state = useSelector(poll, (snapshot) => snapshot.value) as PaymentPollState;
  const lastReply = useSelector(poll, (snapshot) => snapshot.context.lastReply);
  return (
    <PaymentResultView
      orderNo={orderNo}
      poll={{
        state,
        lastReply,
        checkNow: () => poll.send({ type: 'payment.checkNow' }),
        retry: () => poll.send({ type: 'payment.retry' }),
      }}
    />
  );
}

/** The red-envelope wallet's share, then the five gateways for the rest. */
function DefrayForm({
  order,
  methods,
  busy,
  failure,
  walletRefused,
  onPay,
}: { order: OrderAuditData; methods: PayMethodData['methods'] } & PayFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [method, setMethod] = useState<PayMethod>('weixin');
  if (!order.payable) return null;
  return (
    <Stack gap={4}>
      <WalletShare order={order} busy={busy} refusal={walletRefused ? failure?.message : undefined} onPay={onPay} />
      <PayMethodOptions
        legend={t('payment.page.chooseMethod')}
        name="pay-method"
        options={methods.map((gateway) => ({
          code: gateway.code,
          label: pickLocale(gateway.name, locale),
          hint: t(`payment.methodHint.${gateway.kind}`),
        }))}
        chosen={method}
        onChoose={setMethod}
      />
      <ActionButton
        alignSelf={{ base: 'stretch', md: 'flex-start' }}
        disabled={busy}
        onClick={() => onPay({ method, walletAmount: 0 })}
      >
        {t(busy ? 'payment.page.starting' : 'payment.page.pay', { amount: order.amount - order.walletAmount })}
      </ActionButton>
    </Stack>
  );
}
