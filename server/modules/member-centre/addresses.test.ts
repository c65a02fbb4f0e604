import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { findMemberAddress } from './address-store';
import { memberCall } from './testing/member-test-setup';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('addresses (myAddress)', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, '13900139000');
  const call = (path: string, payload: unknown, headers = liNa) => memberCall(test.app, path, payload, headers);
  const address = (overrides = {}) => ({
    receiver: '李娜',
    mobile: '13900139000',
    provinceCode: '13',
    cityCode: '1301',
    districtCode: '130104',
    detail: '裕华路 88 号 1 栋',
    ...overrides,
  });
  const list = async (headers = liNa) =>
    (await call(MEMBER_CALLS.queryAddress, {}, headers)).data as { id: number; isDefault: boolean; region: string }[];

  it('stores the region’s names from the dataset; the first address is the default', async () => {
    const added = await call(MEMBER_CALLS.addAddress, address());
    expect(added.data).toMatchObject({ region: '河北省 石家庄市 桥西区', isDefault: true });
    const second = await call(
      MEMBER_CALLS.addAddress,
      address({ provinceCode: '11', cityCode: '1101', districtCode: '110108', detail: '中关村大街 1 号' }),
    );
    expect(second.data).toMatchObject({ region: '北京市 市辖区 海淀区', isDefault: false });
  });

  it('refuses a region that is not one province → city → district path, and bad fields, changing nothing', async () => {
    const before = await list();
    expect((await call(MEMBER_CALLS.addAddress, address({ cityCode: '1101' }))).resultMsg).toBe(
      'Please choose the province, city and district',
    );
    expect((await call(MEMBER_CALLS.addAddress, address({ mobile: '12345' }))).rMessage).toBe(
      'Please enter a valid mobile number',
    );
    expect(await list()).toEqual(before);
  });

  it('sets the default, edits, and deleting the default passes it on', async () => {
    const [first, second] = await list();
    expect((await call(MEMBER_CALLS.setDefaultAddress, { id: second!.id })).data).toMatchObject({
      id: second!.id,
      isDefault: true,
    });
    expect((await list()).filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([second!.id]);
    const edited = await call(MEMBER_CALLS.updateAddress, { ...address({ detail: '裕华路 99 号' }), id: first!.id });
    expect(edited.data).toMatchObject({ id: first!.id, detail: '裕华路 99 号', isDefault: false });
    await call(MEMBER_CALLS.deleteAddress, { id: second!.id });
    expect(await list()).toMatchObject([{ id: first!.id, isDefault: true }]);
  });

  it('another member cannot read, change, delete or default someone’s address; nobody gets 401', async () => {
    const [mine] = await list();
    for (const [path, payload] of [
      [MEMBER_CALLS.updateAddress, { ...address(), id: mine!.id }],
      [MEMBER_CALLS.deleteAddress, { id: mine!.id }],
      [MEMBER_CALLS.setDefaultAddress, { id: mine!.id }],
    ] as const) {
      expect((await call(path, payload, zhangWei)).resultCode).toBe('M2001');
    }
    expect((await list(zhangWei)).some((entry) => entry.id === mine!.id)).toBe(false);
    expect(await findMemberAddress(test.database.db, 'demo-verified', mine!.id)).toBeUndefined();
    expect(await findMemberAddress(test.database.db, 'demo-unverified', mine!.id)).toMatchObject({
      id: mine!.id,
      region: '河北省 石家庄市 桥西区',
    });
    expect((await call(MEMBER_CALLS.queryAddress, {}, {})).resultCode).toBe('401');
  });
});
