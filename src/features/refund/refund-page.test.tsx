import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFUND_CALLS } from '../../../contract/call-paths';
import { logInForTest } from '../../ui/testing/logged-in-member';
import { renderApp } from '../../ui/testing/render-app';
import { formReply, inJsonOf, refusal, answerFetch, pathOf } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';
import { progressAfter, quoteOf, REFUND_ORDER_NO } from './testing/refund-replies';

freshPageEachTest();

const applied: Record<string, unknown>[] = [];
let quoteHasMoved = false;

beforeEach(() => {
  applied.length = 0;
  quoteHasMoved = false;
  window.sessionStorage.clear();
  logInForTest();
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    const payload = inJsonOf(init);
    if (path === REFUND_CALLS.refundQuote) return formReply(quoteOf(payload.ticketIds as number[] | undefined));
    if (path === REFUND_CALLS.refundApply) {
      applied.push(payload);
      if (quoteHasMoved) return refusal('REFUND_QUOTE_CHANGED', 'The refund amount has changed');
      const quote = quoteOf(payload.ticketIds as number[]);
      return formReply({
        refundNo: 'RF2606010000001',
        orderNo: REFUND_ORDER_NO,
        status: 'refunded',
        amount: quote.totals.refundAmount,
        fee: quote.totals.fee,
        pointsBack: 0,
        ticketIds: payload.ticketIds,
        replayed: false,
      });
    }
    if (path === REFUND_CALLS.refundProgress) return formReply(progressAfter('RF2606010000001', 718, 162));
    return refusal('1', 'not in this test');
  });
});

describe('the refund page', () => {
  it('lists the coupons by flight, with every refundable one chosen and the total of all', async () => {
    await renderApp(`/en/refund?orderNo=${REFUND_ORDER_NO}`);
    expect(
      await screen.findByRole('heading', { name: 'Flight 1: NS3107 SJW–PVG, departs Jun 11, 2026, 14:20' }),
    ).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Refund the NS3107 ticket of 张伟' }) as HTMLInputElement).checked,
    ).toBe(true);
    const checkedIn = screen.getByRole('checkbox', { name: 'Refund the NS3107 ticket of 李娜' }) as HTMLInputElement;
    expect(checkedIn.disabled).toBe(true);
    expect(screen.getByText('Checked in')).toBeTruthy();
    expect(screen.getByTestId('refund-total').textContent).toBe('¥1,096');
    // 张伟's travel insurance comes back whole, as its own line of his coupon and of the total.
    const total = within(screen.getByRole('region', { name: 'Refund total' }));
    expect(total.getByText('Insurance premiums back').nextElementSibling?.textContent).toBe('¥30');
    expect(screen.getAllByText('Insurance premiums back')).toHaveLength(2);
  });

  it('asks the server again when the choice changes', async () => {
    await renderApp(`/en/refund?orderNo=${REFUND_ORDER_NO}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Refund the NS3107 ticket of 张小明' }));
    await waitFor(() => expect(screen.getByTestId('refund-total').textContent).toBe('¥748'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refund the NS3107 ticket of 张伟' }));
    expect(await screen.findByText('Choose at least one refundable ticket')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request refund' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refunds only after the confirm dialog, with the quote it showed, then shows the progress', async () => {
    await renderApp(`/en/refund?orderNo=${REFUND_ORDER_NO}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Refund the NS3107 ticket of 张小明' }));
    await waitFor(() => expect(screen.getByTestId('refund-total').textContent).toBe('¥748'));
    await userEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(
      await screen.findByText('Refund the 1 chosen tickets? After ¥162 in fees, ¥748 goes back to the way you paid.'),
    ).toBeTruthy();
    expect(applied).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund requested')).toBeTruthy();
    expect(applied).toEqual([{ orderNo: REFUND_ORDER_NO, ticketIds: [1], quoteToken: 'token-1' }]);
    expect(screen.getByText('Money refunded')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
  });

  it('says so when the quote moved before the refund was sent, and stays on the page', async () => {
    quoteHasMoved = true;
    await renderApp(`/en/refund?orderNo=${REFUND_ORDER_NO}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Request refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The refund amount has changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request refund' })).toBeTruthy();
  });

  it('sends a visitor to log in first, coming back here after', async () => {
    window.sessionStorage.clear();
    const { router } = await renderApp(`/en/refund?orderNo=${REFUND_ORDER_NO}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(router.state.location.search).toMatchObject({ path: `/en/refund?orderNo=${REFUND_ORDER_NO}` });
  });
});
