import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { OrderDetailsData } from '../../../contract/calls/orders';
import { logInForTest } from '../../ui/testing/logged-in-member';
import { renderApp } from '../../ui/testing/render-app';
import { formReply, inJsonOf, notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';
import { insuredDetails, unpaidDetails } from './order-test-replies';

freshPageEachTest();

let details: OrderDetailsData;
const canceled: unknown[] = [];

beforeEach(() => {
  canceled.length = 0;
  window.sessionStorage.clear();
  logInForTest();
  // The browser's clock runs 10 minutes fast; the server says 02:05, so 25 minutes of the hold are left.
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-06-01T02:15:00.000Z'));
  details = unpaidDetails('2026-06-01T02:05:00.000Z', '2026-06-01T02:30:00.000Z');
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    if (path === CALLS.orderDetails) {
      return inJsonOf(init).orderNo === details.orderNo
        ? formReply(details)
        : new Response(JSON.stringify({ resultCode: 'ORDER_NOT_FOUND', resultMsg: 'The order does not exist' }), {
            status: 200,
          });
    }
    if (path === CALLS.cancelOrder) {
      canceled.push(inJsonOf(init));
      details = {
        ...details,
        status: 'canceled',
        actions: { pay: false, cancel: false, refund: false, checkIn: false, change: false },
        timeline: [...details.timeline, { kind: 'canceled', at: details.serverNow, detail: {} }],
      };
      return formReply({ orderNo: details.orderNo, status: 'canceled' });
    }
    return notInThisTest();
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the order detail page', () => {
  it('shows the order whole and counts its hold down on the server clock', async () => {
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    expect(await screen.findByRole('heading', { name: 'Order HB2606011234567' })).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(
      'Please pay within 25:00; the order is canceled when the time is up',
    );
    const passengers = screen.getByRole('table');
    expect(within(passengers).getByText('ZHANG WEI')).toBeTruthy();
    expect(within(passengers).getByText('1301**********0011')).toBeTruthy();
    expect(within(passengers).getByText('¥900')).toBeTruthy();
    expect(within(passengers).getByText('Taxes ¥150')).toBeTruthy();
    expect(screen.getByText('Zhengding Intl')).toBeTruthy();
    expect(screen.getByText('138****8000', { exact: false })).toBeTruthy();
    expect(screen.getByText('Order created, seats held')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/en/defray?orderNo=HB2606011234567',
    );
  });

  it('cancels only after the confirm dialog, then shows the canceled order', async () => {
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(canceled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByText('Canceled')).toBeTruthy());
    expect(canceled).toEqual([{ orderNo: 'HB2606011234567' }]);
    expect(screen.getByText('Canceled, seats released')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('links a ticketed order to its own refund page', async () => {
    details = {
      ...details,
      status: 'ticketed',
      actions: { pay: false, cancel: false, refund: true, checkIn: true, change: true },
    };
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    const refund = await screen.findByRole('link', { name: 'Request a refund' });
    expect(refund.getAttribute('href')).toBe('/en/refund?orderNo=HB2606011234567');
  });

  it('links a changeable order to its change page, and its history shows the old and new ticket of a change and its extras', async () => {
    details = {
      ...details,
      status: 'changed_refunded',
      actions: { pay: false, cancel: false, refund: false, checkIn: false, change: true },
      timeline: [
        ...details.timeline,
        {
          kind: 'changed',
          at: details.serverNow,
          detail: {
            changeNo: 'CG2606010000001',
            tickets: [{ oldTicketNo: '8801234567890', newTicketNo: '8801234567899' }],
            extras: { moved: 2, refunded: 1 },
          },
        },
      ],
    };
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    const change = await screen.findByRole('link', { name: 'Change flight' });
    expect(change.getAttribute('href')).toBe('/en/order/change?orderNo=HB2606011234567');
    expect(screen.getByText('Changed to a new flight, new ticket issued')).toBeTruthy();
    expect(screen.getByText('880-1234567890 → 880-1234567899')).toBeTruthy();
    expect(screen.getByText('2 luggage or meal items moved with you to the new flight')).toBeTruthy();
    expect(
      screen.getByText('1 luggage or meal item is not sold on the new flight and will be refunded the way it was paid'),
    ).toBeTruthy();
  });

  it("lists each passenger's insurance under their row: product, flight covered, premium, refunded or not", async () => {
    details = insuredDetails('2026-06-01T02:05:00.000Z');
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    const policies = within(await screen.findByRole('list', { name: 'Travel insurance for ZHANG WEI' })).getAllByRole(
      'listitem',
    );
    expect(policies.map((policy) => policy.textContent)).toEqual([
      'Flight accident insuranceCovers NS3105 · Jun 10, 2026¥30',
      'Flight accident insuranceCovers NS3106 · Jun 14, 2026Refunded¥30',
      'Flight delay insuranceCovers NS3106 · Jun 14, 2026Refunded¥20',
    ]);
    expect(within(policies[0]!).queryByText('Refunded')).toBeNull();
    expect(within(policies[2]!).getByText('Refunded')).toBeTruthy();
    // The rows sit inside the passengers' table, LI NA's with no insurance line.
    const passengers = screen.getByRole('table');
    expect(within(passengers).getAllByRole('list')).toHaveLength(1);
    expect(within(passengers).getByText('LI NA')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Travel insurance for LI NA' })).toBeNull();
    expect(screen.getByText('¥4,280')).toBeTruthy();
  });

  it("names the insurance in the page's language and shows none for an uninsured order", async () => {
    details = insuredDetails('2026-06-01T02:05:00.000Z');
    details = {
      ...details,
      insurance: details.insurance.map((policy) => ({
        ...policy,
        productName: policy.productCode === 'FAI-DELAY' ? '航班延誤險' : '航空意外險',
      })),
    };
    await renderApp('/zhTw/orderInfo?orderNo=HB2606011234567');
    const policies = within(await screen.findByRole('list', { name: 'ZHANG WEI的旅遊保險' })).getAllByRole('listitem');
    expect(policies.map((policy) => policy.textContent)).toEqual([
      '航空意外險承保航班 NS3105 · 2026年6月10日¥30',
      '航空意外險承保航班 NS3106 · 2026年6月14日已退保¥30',
      '航班延誤險承保航班 NS3106 · 2026年6月14日已退保¥20',
    ]);
    expect(screen.getByText('旅遊保險')).toBeTruthy();
    cleanup();
    details = unpaidDetails('2026-06-01T02:05:00.000Z', '2026-06-01T02:30:00.000Z');
    await renderApp('/en/orderInfo?orderNo=HB2606011234567');
    expect(within(await screen.findByRole('table')).getByText('ZHANG WEI')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Travel insurance/ })).toBeNull();
    expect(screen.queryByText('Travel insurance')).toBeNull();
  });

  it("says so when the order is not the member's or does not exist", async () => {
    await renderApp('/orderInfo?orderNo=HB0000000000000');
    expect(await screen.findByText('未找到该订单，或该订单不属于当前账号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toBeTruthy();
  });
});
