import type { OrderAuditData, PayStatusData } from '../../../../contract/calls/payments';

/** A held two-passenger order and the server's words on paying it, for the pay and return pages' tests. */
export const ORDER_NO = 'HB2606011234567';
export const PAY_NO = 'PY260601020000ABCDEF1234';
export const audit = (extra: Partial<OrderAuditData> = {}): OrderAuditData => ({
  orderNo: ORDER_NO,
  status: 'unpaid',
  payable: true,
  amount: 1460,
  walletAmount: 0,
  points: 0,
  holdUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
  segments: [
    {
      flightNo: 'NS3291',
      flightDate: '2026-06-03',
      origin: 'SJW',
      destination: 'CAN',
      departureTime: '08:05',
      arrivalTime: '11:10',
    },
  ],
  passengerNames: ['张伟', '李娜'],
  tickets: [],
  ...extra,
});
export const status = (extra: Partial<PayStatusData>): PayStatusData => ({
  status: 'waiting',
  orderStatus: 'paying',
  method: 'weixin',
  amount: 1460,
  refunded: false,
  tickets: [],
  ...extra,
});
export const TICKETED = status({
  status: 'paid',
  orderStatus: 'ticketed',
  tickets: [
    { passengerName: '张伟', flightNo: 'NS3291', ticketNo: '8800000000001' },
    { passengerName: '李娜', flightNo: 'NS3291', ticketNo: '8800000000002' },
  ],
});
export const NAMES = { zhCn: '微信支付', zhTw: '微信支付', en: 'WeChat Pay' };
