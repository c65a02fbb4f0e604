import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../../../contract/call-paths';
import type { OrderSummary } from '../../../../contract/calls/orders';
import { POINT_CALLS } from '../../../../contract/points/point-calls';
import { formReply, inJsonOf, notInThisTest, pathOf, answerFetch } from '../../../ui/testing/form-replies';
import { freshPageEachTest } from '../../../ui/testing/fresh-page-each-test';
import { logInForTest } from '../../../ui/testing/logged-in-member';
import { renderApp } from '../../../ui/testing/render-app';
import { tripLeg } from '../../../api/testing/sample-trip';
import { tripSummary } from '../testing/trip-summaries';

freshPageEachTest();

/** A ticketed trip a month out (check-in not open yet), changeable or not as the server says. */
function trip(orderNo: string, flightNo: string, change: boolean): OrderSummary {
  const flightDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const summary = tripSummary(orderNo, 'ticketed', [tripLeg(flightNo, flightDate, true)]);
  return { ...summary, actions: { ...summary.actions, change } };
}

/** Changed from NS3101 to NS3109 (tab 3): the trip is its new flight. */
const changedTrip: OrderSummary = (() => {
  const changed = trip('HB2606010000003', 'NS3109', true);
  const [newLeg] = changed.segments;
  return {
    ...changed,
    status: 'changed_refunded',
    segments: [{ ...newLeg!, flightNo: 'NS3101', toFly: false }, newLeg!],
  };
})();

let changedOrders: OrderSummary[] = [];

beforeEach(() => {
  changedOrders = [];
  window.sessionStorage.clear();
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (pathOf(input) !== CALLS.orderList) return notInThisTest();
    const { tab } = inJsonOf(init);
    const orders =
      tab === 2
        ? [trip('HB2606010000001', 'NS3105', true), trip('HB2606010000002', 'NS3107', false)]
        : tab === 3
          ? changedOrders
          : [];
    return formReply({ total: orders.length, pageNo: 1, pageSize: 10, orders, newestTab: 2 });
  });
});

describe('the member home’s upcoming trips', () => {
  it('offer a change on each trip the server says may change, named by its flight, in each language', async () => {
    logInForTest();
    for (const [prefix, words, name] of [
      ['', '改期', /^改期：NS3105 /],
      ['/zhTw', '改期', /^改期：NS3105 /],
      ['/en', 'Change flight', /^Change flight NS3105 /],
    ] as const) {
      await renderApp(`${prefix}/member/home`);
      const links = await screen.findAllByRole('link', { name });
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveTextContent(new RegExp(`^${words}$`));
      expect(links[0]).toHaveAttribute('href', `${prefix}/order/change?orderNo=HB2606010000001`);
      expect(screen.getAllByText(new RegExp(`^${words}$`))).toHaveLength(1);
      cleanup();
    }
  });

  it('list a trip changed in part by its new flight, with its change', async () => {
    changedOrders = [changedTrip];
    logInForTest();
    await renderApp('/en/member/home');
    expect(await screen.findByRole('link', { name: /^Change flight NS3109 / })).toHaveAttribute(
      'href',
      '/en/order/change?orderNo=HB2606010000003',
    );
    expect(screen.queryByText(/NS3101/)).not.toBeInTheDocument();
  });
});

describe('the member home’s first visit', () => {
  it('asks for its orders, wallet and points at once: every call is sent before any is answered', async () => {
    const sent: string[] = [];
    let answerAll!: () => void;
    const answered = new Promise<void>((resolve) => (answerAll = resolve));
    answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = pathOf(input);
      sent.push(path === CALLS.orderList ? `${path} tab ${String(inJsonOf(init).tab)}` : path);
      await answered;
      return path === CALLS.orderList
        ? formReply({ total: 0, pageNo: 1, pageSize: 10, orders: [], newestTab: 1 })
        : notInThisTest();
    });
    logInForTest();
    await renderApp('/member/home');
    // Held unanswered, a call that waited for another's reply would never be sent.
    await waitFor(() =>
      expect(sent).toEqual(
        expect.arrayContaining([
          `${CALLS.orderList} tab 1`,
          `${CALLS.orderList} tab 2`,
          `${CALLS.orderList} tab 3`,
          CALLS.walletAccount,
          POINT_CALLS.getOutline,
        ]),
      ),
    );
    answerAll();
  });
});
