import { describe, expect, it } from 'vitest';
import { sampleCouponOffers } from './ancillary-purchase.simulation';
import { placingOneBag, refusal } from './testing/ancillary-purchase-run';

describe('when confirming', () => {
  it('sends the seen total with one key, and a changed price is accepted with the server’s total and a new key', async () => {
    const run = await placingOneBag();
    expect(run.inputs.at(-1)).toEqual({
      id: 'placeOrder',
      input: { idempotencyKey: 'key-1', items: [{ couponId: 1, itemCode: 'LUG10' }], expectedTotal: 120 },
    });
    await run.settle('placeOrder', refusal('ANC_PRICE_CHANGED', { totalAmount: 150 }));
    expect(run.state()).toBe('priceChanged');
    run.send({ type: 'price.accept' });
    expect(run.inputs.at(-1)?.input).toMatchObject({ idempotencyKey: 'key-2', expectedTotal: 150 });
  });

  it.each([
    ['ANC_SOLD_OUT', 'soldOut'],
    ['ANC_ALREADY_BOUGHT', 'alreadyBought'],
    ['ANC_CAP_REACHED', 'capReached'],
    ['ANC_NOT_ELIGIBLE', 'notOffered'],
    ['ANC_ITEM_NOT_OFFERED', 'notOffered'],
    ['SOMETHING_ELSE', 'orderFailed'],
  ])('a %s refusal is the %s state', async (code, state) => {
    const run = await placingOneBag();
    await run.settle('placeOrder', refusal(code));
    expect(run.state()).toBe(state);
    expect(run.context().failure?.code).toBe(code);
  });

  it('after a refusal, changing the items checks the offers again', async () => {
    const run = await placingOneBag();
    await run.settle('placeOrder', refusal('ANC_SOLD_OUT'));
    run.send({ type: 'items.change' });
    expect(run.state()).toBe('checkingCoupons');
    await run.settle('checkCoupons', {
      output: [
        { ...sampleCouponOffers, offers: sampleCouponOffers.offers.map((offer) => ({ ...offer, available: false })) },
      ],
    });
    expect(run.context().items).toEqual([]);
  });
});
