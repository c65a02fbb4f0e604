import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { OrderAuditData, PayStatusData } from '../../../contract/calls/payments';
import { WALLET_CALLS, type WalletAccountData } from '../../../contract/wallet/wallet-calls';
import { logInForTest } from '../../ui/testing/logged-in-member';
import { renderApp } from '../../ui/testing/render-app';
import { audit, NAMES, ORDER_NO, PAY_NO, status, TICKETED } from './testing/payment-samples';
import { notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';

freshPageEachTest();

let auditReply: OrderAuditData;
let walletReply: WalletAccountData | undefined;
const json = (data: unknown) =>
  new Response(
    JSON.stringify(
      data ? { code: 'success', message: 'success', data } : { code: 'NOT_HERE', message: 'not in this test' },
    ),
    { status: 200 },
  );
function walletPayReply({ amount, transactionPassword }: { amount: number; transactionPassword: string }) {
  if (transactionPassword !== '135790')
    return { code: 'TRANSACTION_PASSWORD_WRONG', message: 'Wrong transaction password: 4 tries left' };
  auditReply = audit({ walletAmount: amount });
  return { orderNo: ORDER_NO, walletAmount: amount, amountDue: 1460 - amount, paid: false };
}
let statusReplies: PayStatusData[];
const calls: { path: string; payload: unknown }[] = [];

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const path = pathOf(input);
  const body = String(init?.body ?? '');
  const payload = body.startsWith('json=')
    ? JSON.parse(new URLSearchParams(body).get('json')!).in_json
    : body
      ? JSON.parse(body)
      : {};
  calls.push({ path, payload });
  const form = (data: unknown) =>
    new Response(JSON.stringify({ resultCode: '0', resultMsg: 'success', data }), { status: 200 });
  if (path === CALLS.orderAudit)
    return new Response(JSON.stringify({ code: 'success', message: 'success', data: auditReply }), { status: 200 });
  if (path === WALLET_CALLS.queryWalletAccount) return json(walletReply);
  if (path === WALLET_CALLS.payOrder) {
    const reply = walletPayReply(payload as { amount: number; transactionPassword: string });
    return 'code' in reply ? new Response(JSON.stringify(reply), { status: 200 }) : json(reply);
  }
  if (path === CALLS.payMethod)
    return form({
      methods: [
        { code: 'weixin', kind: 'qr', name: NAMES },
        { code: 'alipay', kind: 'redirect', name: { zhCn: '支付宝', zhTw: '支付寶', en: 'Alipay' } },
      ],
    });
  if (path === CALLS.payWebByWeixin)
    return form({
      payNo: PAY_NO,
      qrCodeUrl: `http://localhost/sandbox/pay/checkout?trade=SB1&lang=en`,
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      amount: 1460,
    });
  if (path === CALLS.payStatusByWeixinWeb)
    return form(statusReplies.length > 1 ? statusReplies.shift() : statusReplies[0]);
  return notInThisTest();
}

beforeEach(() => {
  answerFetch(answer);
  window.sessionStorage.clear();
  logInForTest();
  calls.length = 0;
  auditReply = audit();
  walletReply = undefined;
  statusReplies = [status({})];
});

describe('the pay page', () => {
  it('shows the order, its time left and the methods; WeChat shows the QR and the tickets once the server says paid', async () => {
    statusReplies = [status({}), TICKETED];
    await renderApp(`/en/defray?orderNo=${ORDER_NO}`);
    expect(await screen.findByText(`Order no. ${ORDER_NO}`)).toBeTruthy();
    expect(screen.getByText('NS3291 2026-06-03 SJW 08:05 → CAN 11:10')).toBeTruthy();
    expect(screen.getByText('Passengers: 张伟, 李娜')).toBeTruthy();
    expect(screen.getByText(/^Please pay within (19|20):\d\d$/)).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Choose a payment method' });
    expect((within(methods).getByRole('radio', { name: /WeChat Pay/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay ¥1,460' }));
    expect(await screen.findByRole('img', { name: 'WeChat Pay QR code' })).toBeTruthy();
    expect(calls.find((call) => call.path === CALLS.payWebByWeixin)?.payload).toMatchObject({
      orderNo: ORDER_NO,
      idempotencyKey: expect.any(String),
    });
    expect(await screen.findByText('Waiting for the payment')).toBeTruthy();
    expect(await screen.findByText('Paid and ticketed', {}, { timeout: 8_000 })).toBeTruthy();
    const tickets = screen.getByRole('list', { name: 'E-tickets' });
    expect(within(tickets).getByText('张伟 · NS3291 · ticket 880-0000000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/en/orderInfo?orderNo=${ORDER_NO}`,
    );
  });

  it('pays part of the order from the red-envelope wallet with the transaction password; the gateway is asked for the rest', async () => {
    walletReply = {
      totalAmount: 200,
      frozenAmount: 0,
      availableAmount: 200,
      bills: { total: 0, pageNo: 1, pageSize: 1, list: [] },
      envelopes: [],
    };
    await renderApp(`/en/defray?orderNo=${ORDER_NO}`);
    const wallet = await screen.findByRole('form', { name: 'Pay with the red-envelope wallet' });
    expect(within(wallet).getByText('Available in the wallet: ¥200')).toBeTruthy();
    const user = userEvent.setup();
    const amount = within(wallet).getByLabelText('Amount from the wallet (CNY)');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(wallet).getByLabelText('Transaction password (6 digits)'), '12345');
    await user.click(within(wallet).getByRole('button', { name: 'Use the wallet' }));
    expect(await within(wallet).findByText('The transaction password is 6 digits')).toBeTruthy();
    expect(calls.filter((call) => call.path === WALLET_CALLS.payOrder)).toEqual([]);
    await user.type(within(wallet).getByLabelText('Transaction password (6 digits)'), '0');
    await user.click(within(wallet).getByRole('button', { name: 'Use the wallet' }));
    expect((await within(wallet).findByRole('alert')).textContent).toBe('Wrong transaction password: 4 tries left');
    await user.clear(within(wallet).getByLabelText('Transaction password (6 digits)'));
    await user.type(within(wallet).getByLabelText('Transaction password (6 digits)'), '135790');
    await user.click(within(wallet).getByRole('button', { name: 'Use the wallet' }));
    expect(await screen.findByText('¥100 of the wallet is frozen for this order; ¥1,360 is left to pay.')).toBeTruthy();
    const sent = calls.filter((call) => call.path === WALLET_CALLS.payOrder);
    expect(sent.at(-1)?.payload).toEqual({
      orderNo: ORDER_NO,
      amount: 100,
      transactionPassword: '135790',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // One payment, one key: a resend is the same payment to the server, as with the gateway calls.
    expect(new Set(sent.map((call) => (call.payload as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    expect(screen.getByRole('button', { name: 'Pay ¥1,360' })).toBeTruthy();
  });

  it('follows a WeChat attempt again after a reload, without starting another', async () => {
    statusReplies = [status({}), TICKETED];
    window.sessionStorage.setItem(
      `payment.wechat.${ORDER_NO}`,
      JSON.stringify({
        payNo: PAY_NO,
        qrCodeUrl: 'http://localhost/sandbox/pay/checkout?trade=SB1&lang=en',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
        amount: 1460,
      }),
    );
    await renderApp(`/en/defray?orderNo=${ORDER_NO}`);
    expect(await screen.findByRole('img', { name: 'WeChat Pay QR code' })).toBeTruthy();
    expect(await screen.findByText('Paid and ticketed', {}, { timeout: 8_000 })).toBeTruthy();
    expect(calls.filter((call) => call.path === CALLS.payWebByWeixin)).toEqual([]);
    expect(calls.find((call) => call.path === CALLS.payStatusByWeixinWeb)?.payload).toEqual({
      orderNo: ORDER_NO,
      payNo: PAY_NO,
    });
    // Decided: a reload now shows the methods again, not this attempt's QR.
    expect(window.sessionStorage.getItem(`payment.wechat.${ORDER_NO}`)).toBeNull();
  });

  it('says an order that cannot be paid any more cannot be paid, offering no methods', async () => {
    auditReply = audit({ status: 'canceled', payable: false });
    await renderApp(`/defray?orderNo=${ORDER_NO}`);
    expect(await screen.findByText('该订单当前不可支付（已取消或已超过支付时限）。')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('the return page', () => {
  it('asks the server, whatever the gateway said, and offers paying again after a failure', async () => {
    statusReplies = [status({ status: 'failed', orderStatus: 'pay_failed', method: 'alipay' })];
    await renderApp(`/en/defray/api?orderNo=${ORDER_NO}&payNo=${PAY_NO}`);
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(`/en/defray?orderNo=${ORDER_NO}`);
    expect(calls.filter((call) => call.path === CALLS.payStatusByWeixinWeb)[0]?.payload).toEqual({
      orderNo: ORDER_NO,
      payNo: PAY_NO,
    });
  });

  it('tells the traveller money that came too late went back', async () => {
    statusReplies = [status({ status: 'paid', orderStatus: 'canceled', refunded: true })];
    await renderApp(`/en/defray/api?orderNo=${ORDER_NO}&payNo=${PAY_NO}`);
    expect(await screen.findByText('Payment refunded')).toBeTruthy();
  });

  it('without a payment number sends the traveller to the order, and asks nothing', async () => {
    await renderApp(`/en/defray/api?orderNo=${ORDER_NO}`);
    expect(await screen.findByText(/does not say which payment/)).toBeTruthy();
    expect(screen.queryByText(/No order number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/en/orderInfo?orderNo=${ORDER_NO}`,
    );
    expect(calls.filter((call) => call.path === CALLS.payStatusByWeixinWeb)).toEqual([]);
  });

  it('without an order number says so', async () => {
    await renderApp('/en/defray/api');
    expect(await screen.findByText('No order number: open the payment from your order.')).toBeTruthy();
  });
});
