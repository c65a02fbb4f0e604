import { Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Failure } from '../../../contract/call-failure';
import type { paymentPollingMachine } from '../../../machines/payment-polling.machine';
import type { PaymentAttempt, PaymentChoice, paymentMachine } from '../../../machines/payment.machine';
import { ActionButton } from '../action-button';
import { WechatQr, type WechatQrWords } from './wechat-qr';
import { BusyNote } from '../busy-note';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;
export type PaymentPollActor = ActorRefFrom<typeof paymentPollingMachine>;

/** The page's words (catalogue keys): the QR's, the line shown while a redirect gateway has the traveller, "another method". */
export interface PayViewWords {
  wechat: WechatQrWords;
  atGateway: string;
  otherMethod: string;
}

/** What the page's pay form is told: busy while starting, the wallet's refusal to show beside it, where to send the choice. */
export interface PayFormProps {
  busy: boolean;
  failure?: Failure;
  walletRefused: boolean;
  missingPassword: boolean;
  onPay(choice: PaymentChoice): void;
}

const FORM_STEPS = ['choosingMethod', 'startingPayment', 'walletRefused'];

/**
 * The payment chart drawn, on every pay page (/defray for flights and ticket changes, /luggageDefray, /mealsDefray):
 * the page's form while choosing (it stays, with the reason, when the wallet refused), a failed start or a declined
 * payment with the way back to the methods, and the attempt being followed: WeChat's QR or the gateway's checkout,
 * the page's view of the server's word so far, and another method. The chart's end is the page's to show.
 */
export function PayView({
  payment,
  words,
  form,
  problem,
  following,
}: {
  payment: PaymentActor;
  words: PayViewWords;
  form(props: PayFormProps): ReactNode;
  problem(failure: Failure, wayOn: { label: string; onClick(): void }): ReactNode;
  following(poll: PaymentPollActor | undefined, attempt: PaymentAttempt): ReactNode;
}) {
  const { t } = useTranslation();
  const step = useSelector(payment, (snapshot) => snapshot.value);
  const { failure, payment: attempt } = useSelector(payment, (snapshot) => snapshot.context);
  const poll = useSelector(payment, (snapshot) => snapshot.children.pollPayment as PaymentPollActor | undefined);
  const otherMethod = { label: t(words.otherMethod), onClick: () => payment.send({ type: 'payment.otherMethod' }) };

  if (FORM_STEPS.includes(step))
    return form({
      busy: step === 'startingPayment',
      failure,
      walletRefused: step === 'walletRefused',
      missingPassword: failure?.code === 'TRANSACTION_PASSWORD_REQUIRED',
      onPay: (choice) => payment.send({ type: 'payment.start', choice }),
    });
  if (step === 'paymentStartFailed')
    return problem(failure ?? { code: 'UNREACHABLE' }, {
      ...otherMethod,
      onClick: () => payment.send({ type: 'back' }),
    });
  if (step === 'paymentFailed') return problem({ code: 'PAYMENT_FAILED' }, otherMethod);
  if (step !== 'polling' || !attempt) return null;
  return (
    <Stack gap={4}>
      {attempt.kind === 'qr' ? (
        <WechatQr url={attempt.url} amount={attempt.amount} words={words.wechat} />
      ) : (
        <BusyNote label={t(words.atGateway)} />
      )}
      {following(poll, attempt)}
      <ActionButton variant="secondary" alignSelf="flex-start" onClick={otherMethod.onClick}>
        {otherMethod.label}
      </ActionButton>
    </Stack>
  );
}
