import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { sandboxPayer } from './testing/sandbox-payer';
import { orderRow, payCall, payerToken, unpaidOrder } from './testing/unpaid-order';
import { suiteApp } from '../../testing/suite-app';

const PAY_CALLS = {
  weixin: CALLS.payWebByWeixin,
  alipay: CALLS.payWebByAlipay,
  unionpay: CALLS.payWebByUnionpayPc,
  yee: CALLS.payWebByYee,
  foreign: CALLS.payWebByForeign,
} as const;

describe('paying with each method through the sandbox', () => {
  const test = suiteApp();
  let token: string;
  beforeAll(async () => {
    token = await payerToken(test.app);
  });

  it('lists the five methods with names in three languages', async () => {
    const reply = await payCall(test.app, CALLS.payMethod, {}, token);
    expect(reply.data.methods.map((method: { code: string }) => method.code)).toEqual([
      'weixin',
      'alipay',
      'unionpay',
      'yee',
      'foreign',
    ]);
    expect(reply.data.methods[0]).toEqual({
      code: 'weixin',
      kind: 'qr',
      name: { zhCn: '微信支付', zhTw: '微信支付', en: 'WeChat Pay' },
    });
  });

  it.each(Object.entries(PAY_CALLS))(
    '%s: create → sandbox approve → signed notification → ticketed with 880- numbers',
    async (method, path) => {
      const orderNo = await unpaidOrder(test.database.db, test.clock);
      const started = await payCall(test.app, path, { orderNo }, token);
      expect(started.resultCode).toBe('0');
      const checkoutUrl: string = method === 'weixin' ? started.data.qrCodeUrl : started.data.redirectUrl;
      expect((await orderRow(test.database.db, orderNo)).status).toBe('paying');
      const waiting = await payCall(
        test.app,
        CALLS.payStatusByWeixinWeb,
        { orderNo, payNo: started.data.payNo },
        token,
      );
      expect(waiting.data).toMatchObject({ status: 'waiting', orderStatus: 'paying', tickets: [] });

      const payer = sandboxPayer(test.app);
      const page = await payer.open(checkoutUrl);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.body).toContain('¥1460.00');
      const paid =
        method === 'foreign'
          ? await payer.payByCard(checkoutUrl, { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' })
          : await payer.approve(checkoutUrl);
      if (method === 'weixin') expect(paid.statusCode).toBe(200);
      else
        expect(paid.headers.location).toBe(
          `http://localhost:80/defray/api?orderNo=${orderNo}&payNo=${started.data.payNo}`,
        );

      const status = await payCall(test.app, CALLS.payStatusByWeixinWeb, { orderNo, payNo: started.data.payNo }, token);
      expect(status.data).toMatchObject({ status: 'paid', orderStatus: 'ticketed', method, amount: 1460 });
      expect(status.data.tickets).toHaveLength(2);
      for (const ticket of status.data.tickets) expect(ticket.ticketNo).toMatch(/^880\d{10}$/);
      const order = await orderRow(test.database.db, orderNo);
      expect(order.paidAt).not.toBeNull();
      expect(order.ticketedAt).not.toBeNull();
    },
  );

  it('gives every coupon its own e-ticket number', async () => {
    const numbers = new Set<string>();
    for (let index = 0; index < 2; index += 1) {
      const orderNo = await unpaidOrder(test.database.db, test.clock);
      const started = await payCall(test.app, CALLS.payWebByAlipay, { orderNo }, token);
      await sandboxPayer(test.app).approve(started.data.redirectUrl);
      const status = await payCall(test.app, CALLS.payStatusByWeixinWeb, { orderNo, payNo: started.data.payNo }, token);
      for (const ticket of status.data.tickets) numbers.add(ticket.ticketNo);
    }
    expect(numbers.size).toBe(4);
  });
});
