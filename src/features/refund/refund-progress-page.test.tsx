import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFUND_CALLS } from '../../../contract/call-paths';
import { logInForTest } from '../../ui/testing/logged-in-member';
import { renderApp } from '../../ui/testing/render-app';
import { formReply, inJsonOf, refusal, answerFetch, pathOf } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';
import { progressAfter, REFUND_ORDER_NO } from './testing/refund-replies';

freshPageEachTest();

beforeEach(() => {
  window.sessionStorage.clear();
  logInForTest();
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    if (path !== REFUND_CALLS.refundProgress) return refusal('1', 'not in this test');
    const { orderNo } = inJsonOf(init);
    if (orderNo === REFUND_ORDER_NO) return formReply(progressAfter('RF2606010000001', 718, 162));
    if (orderNo === 'HB2606010000000')
      return formReply({ orderNo, orderStatus: 'ticketed', refunds: [], timeline: [] });
    return refusal('REFUND_ORDER_NOT_FOUND', `Order ${String(orderNo)} was not found`);
  });
});

describe('the refund progress page', () => {
  it('shows each step with its time and amounts, and the refund with its coupons', async () => {
    await renderApp(`/zhCn/refund/data?orderNo=${REFUND_ORDER_NO}`);
    expect(await screen.findByText('退票申请已提交')).toBeTruthy();
    expect(screen.getByText('退款已完成')).toBeTruthy();
    expect(screen.getAllByText('退款 ¥718，手续费 ¥162')).toHaveLength(2);
    expect(screen.getByText('已退款')).toBeTruthy();
    expect(screen.getByText('张伟 NS3107 SJW—PVG：退 ¥718（手续费 ¥162）')).toBeTruthy();
    expect(screen.getAllByText('2026年6月1日 10:01', { exact: false }).length).toBeGreaterThan(0);
  });

  it('says when an order has no refund yet, and when there is no such order', async () => {
    await renderApp('/en/refund/data?orderNo=HB2606010000000');
    expect(await screen.findByText('This order has no refunds yet')).toBeTruthy();
    cleanup();
    await renderApp('/en/refund/data?orderNo=HB2606019999999');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not load the refund details: Order HB2606019999999 was not found',
    );
  });
});
