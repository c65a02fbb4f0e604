import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { MALL_CALLS, type MallOrder } from '../../../contract/points/mall-calls';
import { members } from '../../db/schema/accounts';
import { mallOrders, mallProducts } from '../../db/schema/point-mall';
import { memberPointsTransactions } from '../../db/schema/points';
import { formCall, jsonCall, type JsonReply } from '../../testing/test-app';
import { createMember, setPasswordHash } from '../accounts/member-store';
import { hashPassword } from '../accounts/passwords';
import { DEMO_PASSWORD } from '../accounts/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { pointsBalance } from '../points/points-ledger';
import { suiteApp } from '../../testing/suite-app';

/** Races need a real PostgreSQL (PGlite runs one transaction at a time); CI sets TEST_DATABASE_URL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('points mall races on PostgreSQL (skipped on PGlite)', () => {
  const test = suiteApp();
  let lounge: number;
  beforeAll(async () => {
    const [row] = await test.database.db.select().from(mallProducts).where(eq(mallProducts.code, 'LOUNGE-PASS'));
    lounge = row!.id;
  });

  const call = async <T>(path: string, payload: unknown, headers: Record<string, string>): Promise<JsonReply<T>> =>
    (await jsonCall(test.app, path, payload, headers)).json();

  /** A new club member with `points` in the ledger (verification and club set directly: not under test here). */
  async function clubMember(index: number, points: number) {
    const { db } = test.database;
    const mobile = `1570000${String(index).padStart(4, '0')}`;
    const member = await createMember(db, mobile, test.clock.now());
    await setPasswordHash(db, member.id, await hashPassword(DEMO_PASSWORD), test.clock.now());
    await db
      .update(members)
      .set({ identityStatus: '1', egretId: `77${String(index).padStart(8, '0')}`, ffpBindingFlag: '1' })
      .where(eq(members.id, member.id));
    await db
      .insert(memberPointsTransactions)
      .values({ memberId: member.id, kind: 'accrual', points, note: 'orders.points.note.bonus', at: test.clock.now() });
    return { memberId: member.id, headers: await memberHeaders(test.app, mobile) };
  }

  it('20 members for the last 3 items give 3 orders; the others are told it is sold out and keep their points', async () => {
    await test.database.db.update(mallProducts).set({ stock: 3 }).where(eq(mallProducts.id, lounge));
    const buyers = [];
    for (let index = 0; index < 20; index += 1) buyers.push(await clubMember(index, 5_000));
    const replies = await Promise.all(
      buyers.map((buyer) =>
        call<MallOrder>(MALL_CALLS.exchange, { productId: lounge, requestId: randomUUID() }, buyer.headers),
      ),
    );
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(3);
    expect(replies.filter((reply) => reply.code === 'MALL_SOLD_OUT')).toHaveLength(17);
    const [product] = await test.database.db.select().from(mallProducts).where(eq(mallProducts.id, lounge));
    expect(product!.stock).toBe(0);
    expect(await test.database.db.select().from(mallOrders).where(eq(mallOrders.productId, lounge))).toHaveLength(3);
    const balances = await Promise.all(buyers.map((buyer) => pointsBalance(test.database.db, buyer.memberId)));
    expect(balances.filter((balance) => balance === 2_000)).toHaveLength(3);
    expect(balances.filter((balance) => balance === 5_000)).toHaveLength(17);
  });

  it('one member’s simultaneous exchanges never spend below zero', async () => {
    await test.database.db.update(mallProducts).set({ stock: 50 }).where(eq(mallProducts.id, lounge));
    const buyer = await clubMember(100, 7_000);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<MallOrder>(MALL_CALLS.exchange, { productId: lounge, requestId: randomUUID() }, buyer.headers),
      ),
    );
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(2);
    expect(replies.filter((reply) => reply.code === 'NOT_ENOUGH_POINTS')).toHaveLength(4);
    expect(await pointsBalance(test.database.db, buyer.memberId)).toBe(1_000);
  });

  it('a cancel sent 8 times at once gives the points and the item back once', async () => {
    const buyer = await clubMember(200, 3_000);
    const address = {
      receiver: '钱多',
      mobile: '15700000200',
      provinceCode: '13',
      cityCode: '1301',
      districtCode: '130102',
      detail: '中山路 1 号',
    };
    const { data: saved } = await formCall(test.app, MEMBER_CALLS.addAddress, address, buyer.headers).then((reply) =>
      reply.json(),
    );
    const [pillow] = await test.database.db.select().from(mallProducts).where(eq(mallProducts.code, 'TRAVEL-PILLOW'));
    const { data: order } = await call<MallOrder>(
      MALL_CALLS.exchange,
      { productId: pillow!.id, addressId: saved.id, requestId: randomUUID() },
      buyer.headers,
    );
    expect(await pointsBalance(test.database.db, buyer.memberId)).toBe(500);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call<MallOrder>(MALL_CALLS.cancelOrder, { orderNo: order.orderNo }, buyer.headers),
      ),
    );
    expect(replies.every((reply) => reply.code === 'success' && reply.data.status === 'canceled')).toBe(true);
    expect(await pointsBalance(test.database.db, buyer.memberId)).toBe(3_000);
    const [after] = await test.database.db.select().from(mallProducts).where(eq(mallProducts.id, pillow!.id));
    expect(after!.stock).toBe(pillow!.stock);
  });
});
