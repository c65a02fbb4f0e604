import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { gatewayRefunded } from '../payments/testing/gateway-refunds';
import { walletAmounts } from '../wallet/wallet-ledger';
import { giveActivityMoney } from '../wallet/testing/activity-money';
import { runAncillaryJobs } from './ancillary-jobs';
import { stockLeft } from './item-holdings';
import { ancillaryCaller, bookItems, payAtGateway, ticketedTrip } from './testing/ancillary-test-calls';
import { suiteApp } from '../../testing/suite-app';

const CONFIG = { PUBLIC_URL: undefined, TICKET_PREFIX: '880' };

/**
 * A ticket refunded or a flight canceled ends its luggage and meals on their own (the background job): paid
 * items refunded once the way they were paid, unpaid orders canceled, portions back in stock; whatever else
 * the member bought stays as it was. Runs on PGlite and again on PostgreSQL, where the job runs race.
 */
describe('luggage and meals of a coupon that can no longer fly', () => {
  const test = suiteApp();
  let zhangWei: Record<string, string>;
  beforeAll(async () => {
    zhangWei = await memberHeaders(test.app);
    await giveActivityMoney(test, 'demo-verified', 1_000, 'test:ancillary-auto-refund');
  });

  const luggage = () => ancillaryCaller(test.app, 'luggage', zhangWei);
  const meal = () => ancillaryCaller(test.app, 'meal', zhangWei);
  const detail = async (orderNo: string) =>
    (await (orderNo.startsWith('LG') ? luggage() : meal())<AncillaryOrder>('orderDetail', { orderNo })).data;
  // Read from the stock itself: a coupon that can no longer fly is offered nothing.
  const stockOf = async (flightId: number, itemCode: string) =>
    (await stockLeft(test.database.db, [flightId]))(flightId, itemCode);
  const tradeRefunded = (orderNo: string) => gatewayRefunded(test, orderNo);
  /** The job three times at once, then once more: the later runs must find nothing left to do. */
  const runJobsRepeatedly = async () => {
    const runs = await Promise.all([1, 2, 3].map(() => runAncillaryJobs(test.database.db, test.clock, CONFIG)));
    const last = await runAncillaryJobs(test.database.db, test.clock, CONFIG);
    expect(last).toMatchObject({ autoRefunded: [], autoCanceled: [] });
    return {
      autoRefunded: runs.flatMap((run) => run.autoRefunded),
      autoCanceled: runs.flatMap((run) => run.autoCanceled),
    };
  };

  it('a refunded ticket: its paid luggage and meal refunded once, its unpaid meal canceled, the other passenger’s kept', async () => {
    const { orders } = await ticketedTrip(test.app, zhangWei, 72);
    const [adult, child] = orders[0]!.coupons;
    const flightId = orders[0]!.flightId;
    // Luggage for both in one order at the gateway; a meal for the adult from the wallet; an unpaid meal each.
    const bags = await bookItems(luggage(), 'auto-bags', [
      { couponId: adult!.couponId, itemCode: 'LG10' },
      { couponId: child!.couponId, itemCode: 'LG05' },
    ]);
    await payAtGateway(test.app, luggage(), bags.orderNo);
    const halal = await bookItems(meal(), 'auto-halal', [{ couponId: adult!.couponId, itemCode: 'MHL1' }]);
    expect(
      (
        await meal()('payOrder', {
          orderNo: halal.orderNo,
          method: 'wallet',
          idempotencyKey: 'auto-halal-pay',
          transactionPassword: DEMO_TRANSACTION_PASSWORD,
        })
      ).data,
    ).toMatchObject({ paid: true });
    const adultUnpaid = await bookItems(meal(), 'auto-veg-adult', [{ couponId: adult!.couponId, itemCode: 'MVG1' }]);
    const childUnpaid = await bookItems(meal(), 'auto-veg-child', [{ couponId: child!.couponId, itemCode: 'MVG1' }]);
    expect(await stockOf(flightId, 'MHL1')).toBe(19);
    expect(await stockOf(flightId, 'MVG1')).toBe(18);
    // Nothing is grounded yet: the job touches none of it.
    expect(await runAncillaryJobs(test.database.db, test.clock, CONFIG)).toMatchObject({
      autoRefunded: [],
      autoCanceled: [],
    });
    const walletBefore = (await walletAmounts(test.database.db, 'demo-verified')).total;

    await test.database.db.update(tickets).set({ status: 'refunded' }).where(eq(tickets.id, adult!.couponId));
    const { autoRefunded, autoCanceled } = await runJobsRepeatedly();
    expect(autoRefunded.sort()).toEqual([bags.orderNo, halal.orderNo].sort());
    expect(autoCanceled).toEqual([adultUnpaid.orderNo]);

    const adultBag = bags.items.find((item) => item.couponId === adult!.couponId)!;
    expect(await detail(bags.orderNo)).toMatchObject({
      status: 'paid',
      refundedAmount: adultBag.price,
      items: expect.arrayContaining([
        expect.objectContaining({ couponId: adult!.couponId, status: 'refunded' }),
        expect.objectContaining({ couponId: child!.couponId, status: 'paid' }),
      ]),
    });
    expect(await tradeRefunded(bags.orderNo)).toEqual([adultBag.price]);
    expect(await detail(halal.orderNo)).toMatchObject({ status: 'refunded', refundedAmount: halal.totalAmount });
    expect((await walletAmounts(test.database.db, 'demo-verified')).total).toBe(walletBefore + halal.totalAmount);
    expect(await detail(adultUnpaid.orderNo)).toMatchObject({ status: 'canceled', items: [{ status: 'canceled' }] });
    expect(await detail(childUnpaid.orderNo)).toMatchObject({ status: 'unpaid', items: [{ status: 'unpaid' }] });
    expect(await stockOf(flightId, 'MHL1')).toBe(20);
    expect(await stockOf(flightId, 'MVG1')).toBe(19);
  });

  it('a canceled flight: its paid luggage refunded once, its unpaid meal canceled and its portion back', async () => {
    const { orders } = await ticketedTrip(test.app, zhangWei, 150);
    const [adult, child] = orders[0]!.coupons;
    const flightId = orders[0]!.flightId;
    const bag = await bookItems(luggage(), 'cancel-bag', [{ couponId: child!.couponId, itemCode: 'LG20' }]);
    await payAtGateway(test.app, luggage(), bag.orderNo);
    const unpaid = await bookItems(meal(), 'cancel-meal', [{ couponId: adult!.couponId, itemCode: 'MCH1' }]);
    const stockBefore = await stockOf(flightId, 'MCH1');

    await test.database.db.update(flights).set({ status: 'canceled' }).where(eq(flights.id, flightId));
    const { autoRefunded, autoCanceled } = await runJobsRepeatedly();
    expect(autoRefunded).toEqual([bag.orderNo]);
    expect(autoCanceled).toEqual([unpaid.orderNo]);
    expect(await detail(bag.orderNo)).toMatchObject({ status: 'refunded', refundedAmount: bag.totalAmount });
    expect(await tradeRefunded(bag.orderNo)).toEqual([bag.totalAmount]);
    expect(await detail(unpaid.orderNo)).toMatchObject({ status: 'canceled' });
    expect(await stockOf(flightId, 'MCH1')).toBe(stockBefore + 1);
  });
});
