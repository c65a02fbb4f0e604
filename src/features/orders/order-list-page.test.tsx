import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { FakeEventSource } from '../../ui/testing/fake-event-source';
import { logInForTest } from '../../ui/testing/logged-in-member';
import { renderApp } from '../../ui/testing/render-app';
import type { OrderSummary } from '../../../contract/calls/orders';
import { formReply, inJsonOf, notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';
import { unpaidSummary } from './order-test-replies';

freshPageEachTest();

const listRequests: Record<string, unknown>[] = [];
/** The tab of the member's newest order, as the server reports it. */
let newestTab: number;
/** When the list replies: at once, unless a test holds it back to see the page wait. */
let ordersArrive: Promise<void>;
/** The finished tab's orders (none unless a test puts some there). */
let finishedOrders: OrderSummary[];

beforeEach(() => {
  listRequests.length = 0;
  newestTab = 1;
  ordersArrive = Promise.resolve();
  finishedOrders = [];
  window.sessionStorage.clear();
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    if (path !== CALLS.orderList) return notInThisTest();
    const query = inJsonOf(init);
    listRequests.push(query);
    await ordersArrive;
    const orders = query.tab === 1 ? [unpaidSummary] : query.tab === 2 ? finishedOrders : [];
    return formReply({
      total: query.tab === 2 ? 25 : orders.length,
      pageNo: query.pageNo,
      pageSize: 10,
      orders,
      newestTab,
    });
  });
});

describe('the order list', () => {
  it('sends a visitor without a login to /account with the way back', async () => {
    const { router } = await renderApp('/en/order?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(router.state.location.search).toMatchObject({ path: '/en/order?tab=2&page=1' });
  });

  it('opens on the unfinished tab and shows an unpaid order with its link to the detail page', async () => {
    logInForTest();
    await renderApp('/en/order');
    const tab = await screen.findByRole('tab', { name: 'Unfinished' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Order HB2606011234567' });
    expect(within(card).getByText('Unpaid')).toBeTruthy();
    expect(within(card).getByText('¥1,050')).toBeTruthy();
    expect(within(card).getByText(/Shijiazhuang → Shanghai · NS3105/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View details of order HB2606011234567' }).getAttribute('href')).toBe(
      '/en/orderInfo?orderNo=HB2606011234567',
    );
    expect(listRequests[0]).toEqual({ tab: 1, pageNo: 1, pageSize: 10 });
  });

  it('shows the shape of order cards in the busy tab panel while the list is on its way, then the orders', async () => {
    logInForTest();
    let release = () => {};
    ordersArrive = new Promise((resolve) => (release = resolve));
    await renderApp('/zhTw/order');
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(panel).toHaveAttribute('aria-busy', 'true'));
    const waiting = panel.querySelector('[data-skeleton]')!;
    expect(waiting).toHaveTextContent(/^正在載入訂單…$/);
    expect(waiting.querySelector('[aria-hidden="true"]')!.children).toHaveLength(3);
    release();
    expect(await within(panel).findByRole('article', { name: /HB2606011234567/ })).toBeTruthy();
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(panel.querySelector('[data-skeleton]')).toBeNull();
  });

  it('names the detail link by the words it shows, then the order (label in name), in zhTw too', async () => {
    logInForTest();
    await renderApp('/zhTw/order');
    const card = await screen.findByRole('article', { name: /HB2606011234567/ });
    const link = within(card).getByRole('link', { name: /HB2606011234567/ });
    expect(link).toHaveTextContent(/^查看詳情$/);
    expect(link).toHaveAccessibleName(/^查看詳情.*HB2606011234567$/);
  });

  it('offers a change on the card of each order the server says may change, in each language', async () => {
    const ticketed = (orderNo: string, change: boolean): OrderSummary => ({
      ...unpaidSummary,
      orderNo,
      status: 'ticketed',
      actions: { pay: false, cancel: false, refund: true, checkIn: false, change },
    });
    finishedOrders = [ticketed('HB2606010000001', true), ticketed('HB2606010000002', false)];
    logInForTest();
    for (const [prefix, words, label] of [
      ['', '改期', '改期：订单 HB2606010000001'],
      ['/zhTw', '改期', '改期：訂單 HB2606010000001'],
      ['/en', 'Change flight', 'Change flight of order HB2606010000001'],
    ] as const) {
      await renderApp(`${prefix}/member/myOrder?tab=2`);
      const changeable = await screen.findByRole('article', { name: new RegExp('HB2606010000001') });
      const link = within(changeable).getByRole('link', { name: label });
      expect(link).toHaveTextContent(words);
      expect(link).toHaveAttribute('href', `${prefix}/order/change?orderNo=HB2606010000001`);
      const kept = screen.getByRole('article', { name: new RegExp('HB2606010000002') });
      expect(
        within(kept)
          .getAllByRole('link')
          .map((each) => each.getAttribute('href')),
      ).toEqual([`${prefix}/orderInfo?orderNo=HB2606010000002`]);
      cleanup();
    }
  });

  it('follows the flights still to fly on the live stream and shows a pushed delay on the card at once', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    const flightDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const trip: OrderSummary = {
      ...unpaidSummary,
      orderNo: 'HB2606010000003',
      status: 'ticketed',
      segments: [{ ...unpaidSummary.segments[0]!, flightDate }],
      actions: { pay: false, cancel: false, refund: true, checkIn: false, change: false },
    };
    // A flown order's flight is not followed.
    finishedOrders = [trip, { ...unpaidSummary, orderNo: 'HB2606010000004', status: 'ticketed' }];
    logInForTest();
    await renderApp('/en/member/myOrder?tab=2');
    const card = await screen.findByRole('article', { name: 'Order HB2606010000003' });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    const [stream] = FakeEventSource.open();
    expect(stream!.flights()).toEqual([`NS3105@${flightDate}`]);
    const asked = listRequests.length;
    // The status as it stands on connecting changes nothing; the next event is news.
    stream!.push({ flightNo: 'NS3105', flightDate });
    finishedOrders = [
      {
        ...trip,
        segments: [
          { ...trip.segments[0]!, disruption: { status: 'delayed', expectedDeparture: `${flightDate} 09:20` } },
        ],
      },
    ];
    stream!.push({ flightNo: 'NS3105', flightDate, status: 'delayed', delayMinutes: 90 });
    expect(await within(card).findByText('Flight delayed: expected 09:20')).toBeTruthy();
    expect(listRequests.length).toBe(asked + 1);
  });

  it('opens on the tab of the newest order when the address names none, as right after a purchase', async () => {
    logInForTest();
    newestTab = 2;
    const { router } = await renderApp('/en/member/myOrder');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 2, page: 1 }));
    expect((await screen.findByRole('tab', { name: 'Finished' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('No orders')).toBeNull();
  });

  it('offers a way on from an empty tab: the search, as a button-styled link', async () => {
    logInForTest();
    await renderApp('/en/member/myOrder?tab=3');
    expect(await screen.findByText('No orders here')).toBeInTheDocument();
    const search = screen.getByRole('link', { name: 'Search flights' });
    expect(search).toHaveAttribute('href', '/en');
  });

  it('keeps the tab the address names, even when the newest order is elsewhere', async () => {
    logInForTest();
    newestTab = 2;
    const { router } = await renderApp('/en/order?tab=1');
    expect(await screen.findByRole('article', { name: 'Order HB2606011234567' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 1, page: 1 });
  });

  it('switches tabs with a click or the arrow keys and pages through a long tab', async () => {
    logInForTest();
    const { router } = await renderApp('/member/myOrder?tab=9');
    // A bad tab falls back to the first one (spec 3: resetting the order tab sets it to 1).
    expect((await screen.findByRole('tab', { name: '未完成' })).getAttribute('aria-selected')).toBe('true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('第 1 / 3 页')).toBeTruthy();
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 2, page: 2 }));
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ tab: 2, pageNo: 2, pageSize: 10 }));
    screen.getByRole('tab', { name: '已完成' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 3, page: 1 }));
    expect(screen.getByRole('tab', { name: '改退票' }).getAttribute('aria-selected')).toBe('true');
  });
});
