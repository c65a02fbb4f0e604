import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentPollingMachine, type PaymentStatusReply } from '../../../machines/payment-polling.machine';
import { fetchPaymentStatus } from '../../api/payments';
import { liveInspect } from '../../ui/live-inspect';

export type PaymentPollState =
  'checking' | 'waiting' | 'gaveUp' | 'unreachable' | 'paid' | 'failed' | 'expired' | 'cancelled';

export interface PaymentPollView {
  state: PaymentPollState;
  lastReply?: PaymentStatusReply;
  /** Only while the server has not decided: ask now, or again after the server could not be reached. */
  checkNow?: () => void;
  retry?: () => void;
}

const providedMachine = paymentPollingMachine.provide({
  actors: {
    checkPaymentStatus: fromPromise<PaymentStatusReply, { orderNo: string; payNo: string }>(({ input, signal }) =>
      fetchPaymentStatus(input, signal),
    ),
  },
});

/** Polls one attempt until the server decides; mounting again (a reload) simply asks the server again. */
export function usePaymentPolling(orderNo: string, payNo: string): PaymentPollView {
  const [snapshot, send] = useMachine(providedMachine, { input: { orderNo, payNo }, inspect: liveInspect });
  return {
    state: snapshot.value as PaymentPollState,
    lastReply: snapshot.context.lastReply,
    checkNow: () => send({ type: 'payment.checkNow' }),
    retry: () => send({ type: 'payment.retry' }),
  };
}
