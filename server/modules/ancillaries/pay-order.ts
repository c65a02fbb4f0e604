import { QR_PAY_METHODS, type PayMethod } from '../../../contract/calls/payments';
import type { AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { CallContext } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { startPayment } from '../payments/start-payment';
import { heldForOrder } from '../wallet/wallet-holds';
import { payOrderFromWallet } from '../wallet/wallet-pay';
import { requireOwnOrder } from './order-view';

type PayInput = {
  orderNo: string;
  method: PayMethod | 'wallet';
  idempotencyKey: string;
  walletAmount: number;
  transactionPassword?: string;
};

/**
 * payOrder: the same payment machinery as flight orders. The wallet pays all ('wallet') or a share first
 * (walletAmount, frozen until the gateway's part arrives); the gateway attempt is the sandbox's, one per
 * idempotency key. The wallet's share takes the same key, so a retry of a payment the wallet made answers as
 * it did; a retry after the wallet's share was frozen goes straight on to the gateway.
 */
export async function payOrder(context: CallContext, kind: AncillaryKind, input: PayInput): Promise<PayOrderData> {
  const { memberId } = await requireMember(context);
  const order = await requireOwnOrder(context, kind, memberId, input.orderNo);
  const held = await heldForOrder(context.db, input.orderNo);
  const walletAmount = input.method === 'wallet' ? order.totalAmount : input.walletAmount;
  if (walletAmount > 0 && held === 0) {
    const fromWallet = await payOrderFromWallet(context, {
      orderNo: input.orderNo,
      amount: walletAmount,
      transactionPassword: input.transactionPassword ?? '',
      idempotencyKey: input.idempotencyKey,
    });
    if (fromWallet.paid) return { orderNo: input.orderNo, paid: true, walletAmount, amountDue: 0, payment: null };
  }
  const method = input.method as PayMethod;
  const started = await startPayment(context, method, { orderNo: input.orderNo, idempotencyKey: input.idempotencyKey });
  const frozen = await heldForOrder(context.db, input.orderNo);
  return {
    orderNo: input.orderNo,
    paid: false,
    walletAmount: frozen,
    amountDue: started.amount,
    payment: {
      payNo: started.payNo,
      method,
      kind: QR_PAY_METHODS.includes(method) ? 'qr' : 'redirect',
      url: started.checkoutUrl,
      expiresAt: started.expiresAt,
      amount: started.amount,
    },
  };
}
