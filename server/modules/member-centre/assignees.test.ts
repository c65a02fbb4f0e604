import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  givePoints,
  memberHeaders,
  suiteMemberHeaders,
} from '../orders/testing/order-test-setup';
import { idCard, memberCall } from './testing/member-test-setup';
import { suiteApp } from '../../testing/suite-app';

const DAY = 86_400_000;

describe('transferees (appmember/*Assignee) and points tickets', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, '13900139000');
  const call = (path: string, payload: unknown, headers = zhangWei) => memberCall(test.app, path, payload, headers);
  const person = (name: string, documentNo: string) => ({
    name,
    mobile: '',
    documents: [
      { documentType: '0', documentNo },
      { documentType: '4', documentNo: '' },
    ],
  });

  it('needs at least one document (spec 5 message)', async () => {
    const reply = await call(MEMBER_CALLS.addAssignee, {
      name: '孙丽',
      documents: [{ documentType: '0', documentNo: '' }],
    });
    expect(reply).toMatchObject({ resultCode: 'RR0001', rMessage: 'Please fill in at least one document' });
  });

  it('a new transferee waits 7 days; a points ticket for them is refused until then, and always for a stranger', async () => {
    const documentNo = idCard('1990-11-02', 21);
    const added = await call(MEMBER_CALLS.addAssignee, person('孙丽', documentNo));
    expect(added.data).toMatchObject({
      name: '孙丽',
      takesEffect: '0',
      documents: [{ documentType: '0', documentNo }],
    });
    const traveller = { ...adult(1, '孙丽'), documentNo, birthDate: '1990-11-02' };
    const flight = await bookableFlight(test.database.db, 'NS3115', '2026-06-25', 'L');
    const early = await book(test.app, bookingFor([flight], [traveller], 'points'), {
      ...zhangWei,
      'accept-language': 'en',
    });
    expect(early).toMatchObject({
      resultCode: 'AWARD_TRAVELLER_NOT_ALLOWED',
      resultMsg: 'Points tickets are only for the member and transferees in effect: 孙丽 is not one of them',
    });
    test.clock.advance(7 * DAY);
    // Sessions last 12 hours: a week later the members log in again.
    Object.assign(zhangWei, await memberHeaders(test.app));
    Object.assign(liNa, await memberHeaders(test.app, '13900139000'));
    expect(
      (await call(MEMBER_CALLS.queryAssignee, {})).data.find((entry: { id: number }) => entry.id === added.data.id),
    ).toMatchObject({ takesEffect: '1' });
    expect((await book(test.app, bookingFor([flight], [traveller], 'points'), zhangWei)).resultCode).toBe('0');
    const stranger = await book(test.app, bookingFor([flight], [adult(99, '陌生人')], 'points'), zhangWei);
    expect(stranger.resultCode).toBe('AWARD_TRAVELLER_NOT_ALLOWED');
  });

  it('the member books points tickets for themself and their transferee in effect (the seeded wife)', async () => {
    const [first, second] = [
      await bookableFlight(test.database.db, 'NS3115', '2026-06-26', 'L'),
      await bookableFlight(test.database.db, 'NS3115', '2026-06-27', 'L'),
    ];
    const self = {
      passengerType: 'ADT' as const,
      name: '张伟',
      documentType: '0',
      documentNo: idCard('1985-03-14', 11),
      birthDate: '1985-03-14',
    };
    const wife = {
      passengerType: 'ADT' as const,
      name: '刘洋',
      documentType: '4',
      documentNo: 'E61234578',
      birthDate: '1987-08-21',
    };
    // Two awards on the route's exchangeStandard cost more than the demo balance.
    await givePoints(test.database.db, 'demo-verified', 50_000, test.clock.now());
    expect((await book(test.app, bookingFor([first], [self], 'points'), zhangWei)).resultCode).toBe('0');
    expect((await book(test.app, bookingFor([second], [wife], 'points'), zhangWei)).resultCode).toBe('0');
  });

  it('limits how many and how often; passengerBookRule says what is left', async () => {
    const rule = (await call(MEMBER_CALLS.passengerBookRule, {})).data;
    expect(rule).toMatchObject({ maxAssignees: 5, maxChangesPerYear: 6, waitingDays: 7 });
    const current = (await call(MEMBER_CALLS.queryAssignee, {})).data.length;
    const replies = [];
    for (let index = 0; index < 5 - current; index += 1)
      replies.push(
        await call(MEMBER_CALLS.addAssignee, person(`周${'一二三四五'[index]}`, idCard('1980-01-01', 100 + index))),
      );
    expect(replies.every((reply) => reply.resultCode === '0')).toBe(true);
    expect((await call(MEMBER_CALLS.addAssignee, person('周六', idCard('1980-01-01', 200)))).resultMsg).toBe(
      'You can have at most 5 transferees',
    );
    const removable = (await call(MEMBER_CALLS.queryAssignee, {})).data.at(-1);
    expect((await call(MEMBER_CALLS.modifyAssignee, { id: removable.id, remove: true })).resultCode).toBe('0');
    // 孙丽 and three more used 4 of 6 changes (the seeded wife came last year): an add and a modify, then none.
    expect((await call(MEMBER_CALLS.addAssignee, person('周七', idCard('1980-01-01', 300)))).resultCode).toBe('0');
    const added = (await call(MEMBER_CALLS.queryAssignee, {})).data.at(-1);
    const changed = await call(MEMBER_CALLS.modifyAssignee, {
      ...person('周八', idCard('1980-01-01', 301)),
      id: added.id,
    });
    expect(changed.data).toMatchObject({ name: '周八', takesEffect: '0' });
    const modified = (await call(MEMBER_CALLS.queryAssignee, {})).data.at(-1);
    expect(
      (await call(MEMBER_CALLS.modifyAssignee, { ...person('周九', idCard('1980-01-01', 302)), id: modified.id }))
        .resultMsg,
    ).toBe("Transferees can change at most 6 times a year; this year's changes are used up");
    expect((await call(MEMBER_CALLS.queryAssignee, {})).data.at(-1)).toMatchObject({ id: modified.id, name: '周八' });
  });

  it('another member can neither see nor change them; nobody gets 401', async () => {
    const mine = (await call(MEMBER_CALLS.queryAssignee, {})).data[0];
    expect((await call(MEMBER_CALLS.queryAssignee, {}, liNa)).data).toEqual([]);
    expect((await call(MEMBER_CALLS.modifyAssignee, { id: mine.id, remove: true }, liNa)).resultCode).toBe('M3001');
    expect((await call(MEMBER_CALLS.queryAssignee, {}, {})).resultCode).toBe('401');
  });
});
