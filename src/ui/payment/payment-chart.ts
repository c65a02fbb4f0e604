import { fromPromise } from 'xstate';
import { paymentPollingMachine } from '../../../machines/payment-polling.machine';
import { paymentMachine, type PaymentChoice, type PaymentStarted } from '../../../machines/payment.machine';
import { fetchPaymentStatus } from '../../api/payments';

export type StartPaymentInput = PaymentChoice & { orderNo: string; idempotencyKey: string };

/**
 * The one payment chart with the app's calls: the page's own start call (a flight order's or ticket change's
 * gateway or wallet call, a luggage or meal order's payOrder), the shared status poll, and the browser going to a
 * redirect gateway's checkout (it sends the traveller back to the pay page).
 */
export function paymentChartWith(
  startPayment: (input: StartPaymentInput, signal: AbortSignal) => Promise<PaymentStarted>,
) {
  return paymentMachine.provide({
    actors: {
      startPayment: fromPromise<PaymentStarted, StartPaymentInput>(({ input, signal }) => startPayment(input, signal)),
      pollPayment: paymentPollingMachine.provide({
        actors: { checkPaymentStatus: fromPromise(({ input, signal }) => fetchPaymentStatus(input, signal)) },
      }),
    },
    actions: {
      openGateway: ({ context }) => {
        if (context.payment?.kind === 'redirect') window.location.assign(context.payment.url);
      },
    },
  });
}
