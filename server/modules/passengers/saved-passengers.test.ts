import { describe, expect, it } from 'vitest';
import { memberFfp } from '../../../contract/first-load/call-path-prefixes';
import { composeIdCardNumber } from '../../../contract/booking/id-card-number';
import { passengerTypeOn } from '../../../contract/booking/passenger-rules';
import type { SavedPassenger, SavedPassengerInput } from '../../../contract/booking/saved-passenger-calls';
import { jsonCall, type JsonReply } from '../../testing/test-app';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

/** JSON calls answer { code, message, data }: code 'success' or the refusal's code. */

describe('saved passengers (member-ffp/passenger)', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, '13900139000');

  const call = async <T = SavedPassenger>(
    name: 'query' | 'add' | 'update' | 'delete' | 'merge',
    payload: unknown,
    headers = zhangWei,
  ): Promise<JsonReply<T>> => (await jsonCall(test.app, memberFfp('passenger', name), payload, headers)).json();
  const list = async (headers = zhangWei) => (await call<SavedPassenger[]>('query', {}, headers)).data;
  const friend = (overrides: Partial<SavedPassengerInput> = {}): SavedPassengerInput => ({
    relationship: '7',
    name: '孙丽',
    documentType: '0',
    documentNo: composeIdCardNumber('130104', '1990-11-02', 22),
    birthDate: '1990-11-02',
    gender: '2',
    ...overrides,
  });

  it('张伟 has himself, his wife, a child and an infant saved, with types right for today', async () => {
    const saved = await list();
    expect(saved.map((passenger) => [passenger.name, passenger.relationship])).toEqual([
      ['张伟', '9'],
      ['刘洋', '6'],
      ['张小明', '2'],
      ['张小宝', '3'],
    ]);
    expect(saved.map((passenger) => passengerTypeOn(passenger.birthDate, '2026-06-20'))).toEqual([
      'ADT',
      'ADT',
      'CHD',
      'INF',
    ]);
    expect(saved[1]).toMatchObject({
      documentType: '4',
      lastName: 'LIU',
      firstName: 'YANG',
      nationality: 'CHN',
      issuingPlace: 'CHN',
    });
  });

  it('needs a login', async () => {
    const response = await jsonCall(test.app, memberFfp('passenger', 'query'), {});
    expect(response.statusCode).toBe(401);
  });

  it('adds a passenger once per document; the same document again is refused', async () => {
    const added = await call('add', friend({ documentNo: friend().documentNo.toLowerCase() }));
    expect(added.code).toBe('success');
    expect(added.data).toMatchObject({ name: '孙丽', documentNo: friend().documentNo.toUpperCase() });
    const again = await call('add', friend({ name: '孙丽丽' }));
    expect(again).toMatchObject({ code: 'PASSENGER_DUPLICATE', message: '该证件的乘机人已在常用乘机人中' });
    expect((await list()).filter((passenger) => passenger.documentNo === added.data.documentNo)).toHaveLength(1);
  });

  it('refuses an invalid ID number with the spec 5 message, in the request language', async () => {
    const reply = await (
      await jsonCall(test.app, memberFfp('passenger', 'add'), friend({ documentNo: '110105194912310021' }), {
        ...zhangWei,
        'accept-language': 'en',
      })
    ).json();
    expect(reply.code).not.toBe('success');
    expect(JSON.stringify(reply)).toContain('The ID number entered is illegal');
  });

  it('refuses a birth date or sex the ID number contradicts, and saves nothing', async () => {
    const before = await list();
    for (const wrong of [{ birthDate: '1990-11-03' }, { gender: '1' as const }]) {
      const reply = await call(
        'add',
        friend({ name: '孙小丽', documentNo: composeIdCardNumber('130104', '1990-11-02', 42), ...wrong }),
      );
      expect(reply.code).not.toBe('success');
    }
    expect(JSON.stringify(await call('add', friend({ birthDate: '1991-11-02' })))).toContain(
      '出生日期与身份证号码不一致',
    );
    expect(await list()).toEqual(before);
  });

  it('updates and deletes only the member’s own passengers', async () => {
    const added = (
      await call(
        'add',
        friend({ documentNo: composeIdCardNumber('130104', '1991-01-05', 24), birthDate: '1991-01-05' }),
      )
    ).data;
    const updated = await call('update', {
      ...friend({ documentNo: added.documentNo, birthDate: '1991-01-05' }),
      id: added.id,
      mobile: '13912345678',
    });
    expect(updated.data).toMatchObject({ id: added.id, mobile: '13912345678' });
    expect(
      await call(
        'update',
        { ...friend({ documentNo: added.documentNo, birthDate: '1991-01-05' }), id: added.id },
        liNa,
      ),
    ).toMatchObject({ code: 'PASSENGER_NOT_FOUND' });
    expect(await call('delete', { id: added.id }, liNa)).toMatchObject({ code: 'PASSENGER_NOT_FOUND' });
    expect((await call('delete', { id: added.id })).code).toBe('success');
    expect((await list()).some((passenger) => passenger.id === added.id)).toBe(false);
  });

  it('an update onto a document already saved is refused', async () => {
    const [self] = await list();
    const other = (await call('add', friend({ documentType: '4', documentNo: 'E99887766' }))).data;
    const reply = await call('update', {
      ...friend({ documentType: '0', documentNo: self!.documentNo, birthDate: self!.birthDate, gender: '1' }),
      id: other.id,
    });
    expect(reply.code).toBe('PASSENGER_DUPLICATE');
  });

  it('merges two records of one person: the kept one gains the other’s details, the other goes', async () => {
    const idCard = (
      await call('add', {
        relationship: '4',
        name: '张强',
        documentType: '0',
        documentNo: composeIdCardNumber('130102', '1982-02-02', 51),
        birthDate: '1982-02-02',
      })
    ).data;
    const passport = (
      await call('add', {
        relationship: '4',
        name: '张强',
        lastName: 'Zhang',
        firstName: 'Qiang',
        documentType: '4',
        documentNo: 'E55544433',
        birthDate: '1982-02-02',
        nationality: 'CHN',
        issuingPlace: 'CHN',
        documentExpiry: '2031-01-01',
      })
    ).data;
    const merged = await call('merge', { keepId: idCard.id, mergeId: passport.id });
    expect(merged.data).toMatchObject({
      id: idCard.id,
      documentType: '0',
      lastName: 'ZHANG',
      firstName: 'QIANG',
      nationality: 'CHN',
      documentExpiry: '2031-01-01',
    });
    expect((await list()).some((passenger) => passenger.id === passport.id)).toBe(false);
  });

  it('refuses to merge two different people', async () => {
    const [self, wife] = await list();
    expect(await call('merge', { keepId: self!.id, mergeId: wife!.id })).toMatchObject({
      code: 'PASSENGER_NOT_SAME_PERSON',
    });
    expect(await list()).toEqual(expect.arrayContaining([expect.objectContaining({ id: wife!.id })]));
  });

  it('another member sees none of 张伟’s passengers', async () => {
    expect(await list(liNa)).toEqual([]);
  });
});
