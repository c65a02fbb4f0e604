import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { MALL_CALLS, MALL_DEV_CALLS, type MallOrder, type MallProduct } from '../../../contract/points/mall-calls';
import { mallProducts } from '../../db/schema/point-mall';
import { formCall, jsonCall, type JsonReply } from '../../testing/test-app';
import { memberHeaders, suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { pointsBalance } from '../points/points-ledger';
import { suiteApp } from '../../testing/suite-app';

const ZHANG_WEI = 'demo-verified';

describe('points mall (member-ffp/pointMall)', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  let products: MallProduct[];
  let addressId: number;
  beforeAll(async () => {
    products = (await call<MallProduct[]>(MALL_CALLS.queryProducts, {})).data;
    const addresses = await formCall(test.app, MEMBER_CALLS.queryAddress, {}, zhangWei).then((reply) => reply.json());
    addressId = addresses.data[0].id;
  });

  async function call<T>(
    path: string,
    payload: unknown,
    headers: Record<string, string> = zhangWei,
  ): Promise<JsonReply<T>> {
    return (await jsonCall(test.app, path, payload, headers)).json();
  }
  const product = (code: string) => products.find((entry) => entry.code === code)!;
  const stockOf = async (id: number) =>
    (await test.database.db.select().from(mallProducts).where(eq(mallProducts.id, id)))[0]!.stock;
  const exchange = (payload: Record<string, unknown>, headers = zhangWei) =>
    call<MallOrder>(MALL_CALLS.exchange, { requestId: randomUUID(), ...payload }, headers);

  it('lists the products from the database in the member’s language, with points and stock', async () => {
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((entry) => entry.kind))).toEqual(new Set(['physical', 'virtual']));
    expect(product('LUGGAGE-TAG')).toMatchObject({
      name: '航空行李牌',
      pointsPrice: 1200,
      picture: '/mall/luggage-tag.webp',
    });
    const english = await call<MallProduct[]>(MALL_CALLS.queryProducts, {}, { ...zhangWei, 'accept-language': 'en' });
    expect(english.data.find((entry) => entry.code === 'LUGGAGE-TAG')!.name).toBe('Airline luggage tag');
  });

  it('sends a physical product to the member’s address: stock −1, points spent through the ledger', async () => {
    const tag = product('LUGGAGE-TAG');
    const [before, stock] = [await pointsBalance(test.database.db, ZHANG_WEI), await stockOf(tag.id)];
    const reply = await exchange({ productId: tag.id, addressId });
    expect(reply.code).toBe('success');
    expect(reply.data).toMatchObject({
      status: 'placed',
      points: 1200,
      cardCode: null,
      delivery: { receiver: '张伟', region: '河北省 石家庄市 长安区' },
    });
    expect(await pointsBalance(test.database.db, ZHANG_WEI)).toBe(before - 1200);
    expect(await stockOf(tag.id)).toBe(stock - 1);
    const orders = await call<MallOrder[]>(MALL_CALLS.queryOrders, {});
    expect(orders.data[0]).toMatchObject({ orderNo: reply.data.orderNo, status: 'placed', productName: '航空行李牌' });
  });

  it('issues a card code for a virtual product, delivered at once and not cancelable', async () => {
    const reply = await exchange({ productId: product('COFFEE-VOUCHER').id });
    expect(reply.data).toMatchObject({
      status: 'delivered',
      delivery: null,
      cardCode: expect.stringMatching(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/),
    });
    const cancel = await call(MALL_CALLS.cancelOrder, { orderNo: reply.data.orderNo });
    expect(cancel).toMatchObject({ code: 'MALL_NOT_CANCELABLE', message: '订单已发货或已送达，不能取消' });
  });

  it('a retried exchange (same request id) is the same order, spending once', async () => {
    const payload = { productId: product('TRAVEL-PILLOW').id, addressId, requestId: randomUUID() };
    const first = await call<MallOrder>(MALL_CALLS.exchange, payload);
    const balance = await pointsBalance(test.database.db, ZHANG_WEI);
    const again = await call<MallOrder>(MALL_CALLS.exchange, payload);
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect(await pointsBalance(test.database.db, ZHANG_WEI)).toBe(balance);
  });

  it('cancels before shipping: points and stock come back once, however often the cancel is replayed', async () => {
    const tag = product('LUGGAGE-TAG');
    const before = await pointsBalance(test.database.db, ZHANG_WEI);
    const stock = await stockOf(tag.id);
    const { data: order } = await exchange({ productId: tag.id, addressId });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = await call<MallOrder>(MALL_CALLS.cancelOrder, { orderNo: order.orderNo });
      expect(reply.data.status).toBe('canceled');
    }
    expect(await pointsBalance(test.database.db, ZHANG_WEI)).toBe(before);
    expect(await stockOf(tag.id)).toBe(stock);
  });

  it('refuses to cancel once shipped, and keeps the points spent', async () => {
    const { data: order } = await exchange({ productId: product('LUGGAGE-TAG').id, addressId });
    expect((await call(MALL_DEV_CALLS.advanceOrder, { orderNo: order.orderNo, to: 'shipped' })).code).toBe('success');
    const balance = await pointsBalance(test.database.db, ZHANG_WEI);
    expect(
      await call(MALL_CALLS.cancelOrder, { orderNo: order.orderNo }, { ...zhangWei, 'accept-language': 'en' }),
    ).toMatchObject({
      code: 'MALL_NOT_CANCELABLE',
      message: 'The order has been shipped or delivered and can no longer be canceled',
    });
    expect(await pointsBalance(test.database.db, ZHANG_WEI)).toBe(balance);
    expect((await call(MALL_DEV_CALLS.advanceOrder, { orderNo: order.orderNo, to: 'delivered' })).code).toBe('success');
  });

  it('changes nothing when points are short, the product is sold out or no address is chosen', async () => {
    const model = product('A320-MODEL');
    const zhaoLei = await memberHeaders(test.app, '13600136000');
    const own = {
      receiver: '赵磊',
      mobile: '13600136000',
      provinceCode: '13',
      cityCode: '1301',
      districtCode: '130102',
      detail: '中山西路 8 号',
    };
    const { data: hisAddress } = await formCall(test.app, MEMBER_CALLS.addAddress, own, zhaoLei).then((reply) =>
      reply.json(),
    );
    const short = await exchange({ productId: model.id, addressId: hisAddress.id }, zhaoLei);
    expect(short.code).toBe('NOT_ENOUGH_POINTS');
    expect(short.message).toContain('积分不足');
    await test.database.db.update(mallProducts).set({ stock: 0 }).where(eq(mallProducts.id, model.id));
    const balance = await pointsBalance(test.database.db, ZHANG_WEI);
    expect(await exchange({ productId: model.id, addressId })).toMatchObject({
      code: 'MALL_SOLD_OUT',
      message: '该商品已兑完，请选择其他商品',
    });
    expect(await exchange({ productId: product('LUGGAGE-TAG').id })).toMatchObject({ code: 'MALL_ADDRESS_REQUIRED' });
    expect(await exchange({ productId: 999_999, addressId })).toMatchObject({ code: 'MALL_PRODUCT_NOT_FOUND' });
    expect(await pointsBalance(test.database.db, ZHANG_WEI)).toBe(balance);
    expect(await stockOf(model.id)).toBe(0);
  });

  describe('as another member', () => {
    it('cannot deliver to 张伟’s address, see his orders or cancel them', async () => {
      const zhaoLei = await memberHeaders(test.app, '13600136000');
      const { data: order } = await exchange({ productId: product('LUGGAGE-TAG').id, addressId });
      const stolen = await exchange({ productId: product('LUGGAGE-TAG').id, addressId }, zhaoLei);
      expect(stolen).toMatchObject({ code: 'MALL_ADDRESS_REQUIRED' });
      expect(
        (await call<MallOrder[]>(MALL_CALLS.queryOrders, {}, zhaoLei)).data.map((entry) => entry.orderNo),
      ).not.toContain(order.orderNo);
      expect(await call(MALL_CALLS.cancelOrder, { orderNo: order.orderNo }, zhaoLei)).toMatchObject({
        code: 'MALL_ORDER_NOT_FOUND',
      });
      expect(
        (await call<MallOrder[]>(MALL_CALLS.queryOrders, {})).data.find((entry) => entry.orderNo === order.orderNo)!
          .status,
      ).toBe('placed');
    });

    it('is held by spec 5’s points guards with their messages (unverified, then no club)', async () => {
      const liNa = await memberHeaders(test.app, '13900139000');
      const wangFang = await memberHeaders(test.app, '13700137000');
      for (const path of Object.values(MALL_CALLS)) {
        // A payload any of the calls would take: the guards refuse before it is read.
        const callAs = (headers: Record<string, string>) =>
          call(
            path,
            { productId: product('COFFEE-VOUCHER').id, requestId: randomUUID(), orderNo: 'PM26112500000001' },
            headers,
          );
        expect(await callAs(liNa)).toMatchObject({
          code: 'POINTS_REAL_NAME_REQUIRED',
          message: '请先实名认证，注册/绑定俱乐部会员',
        });
        expect(await callAs(wangFang)).toMatchObject({
          code: 'POINTS_CLUB_REQUIRED',
          message: '请在会员首页注册或绑定俱乐部',
        });
      }
    });
  });

  it('answers nobody (no session) with 401 on every call', async () => {
    for (const path of Object.values(MALL_CALLS)) {
      const reply = await jsonCall(test.app, path, {
        productId: product('COFFEE-VOUCHER').id,
        requestId: randomUUID(),
        orderNo: 'PM26112500000001',
      });
      expect(reply.statusCode).toBe(401);
    }
  });
});
