import * as z from 'zod';
import { text } from '../../../contract/validators/text';
import {
  orderAuditCall,
  PAY_METHODS,
  payMethodCall,
  payRedirectCalls,
  payStatusCall,
  payWebByWeixinCall,
  queryWaitPayOrderCall,
  type PayMethod,
} from '../../../contract/calls/payments';
import { defineCall, type Call } from '../../calls/call';
import { sandboxPayCalls } from '../../providers/payment-sandbox/sandbox-routes';
import { applyNotification } from './apply-notification';
import { auditOrder, waitingPayOrders } from './order-audit';
import { payMethodList } from './pay-methods';
import { PAYMENT_NOTIFY_PATH } from './payment-gateway';
import { paymentStatus } from './payment-status';
import { startPayment } from './start-payment';

const payMethod = defineCall(payMethodCall, { handle: async () => payMethodList() });

/** WeChat: the page shows the QR; the payer's phone opens what it carries. */
const payWebByWeixin = defineCall(payWebByWeixinCall, {
  handle: async (input, context) => {
    const { payNo, checkoutUrl, expiresAt, amount } = await startPayment(context, 'weixin', input);
    return { payNo, qrCodeUrl: checkoutUrl, expiresAt, amount };
  },
});

function redirectCall(method: Exclude<PayMethod, 'weixin'>) {
  return defineCall(payRedirectCalls[method], {
    handle: async (input, context) => {
      const { payNo, checkoutUrl, expiresAt, amount } = await startPayment(context, method, input);
      return { payNo, redirectUrl: checkoutUrl, expiresAt, amount };
    },
  });
}

const payStatus = defineCall(payStatusCall, {
  handle: (input, context) => paymentStatus(context, input),
});
const orderAudit = defineCall(orderAuditCall, {
  handle: (input, context) => auditOrder(context, input.orderNo),
});
const queryWaitPayOrder = defineCall(queryWaitPayOrderCall, {
  handle: (_input, context) => waitingPayOrders(context),
});

const notificationInput = z.object({
  notifyId: text().min(1).max(64),
  tradeNo: text().min(1).max(64),
  payNo: text().min(1).max(64),
  method: z.enum(PAY_METHODS),
  amount: text().regex(/^\d+$/),
  outcome: z.enum(['paid', 'declined']),
  settledAt: text().max(40),
  cardLast4: text().regex(/^(\d{4})?$/),
  sign: text().max(128),
});

/** The gateway's signed server-to-server notification; the success reply is its acknowledgement. */
const paymentNotify = defineCall({
  path: PAYMENT_NOTIFY_PATH,
  input: notificationInput,
  appRiskCheck: 'skip',
  handle: async (input, context) => ({ effect: await applyNotification(context, input) }),
});

export const paymentCalls: readonly Call[] = [
  payMethod,
  payWebByWeixin,
  redirectCall('alipay'),
  redirectCall('unionpay'),
  redirectCall('yee'),
  redirectCall('foreign'),
  payStatus,
  orderAudit,
  queryWaitPayOrder,
  paymentNotify,
  ...sandboxPayCalls,
] as readonly Call[];
