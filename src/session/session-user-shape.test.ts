import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '../../contract/calls/accounts';
import { toSessionUser } from './session-user-shape';

const user = {
  userid: 'M1001',
  jwtToken: 'token',
  cnName: '张伟',
  mobile: '138****8000',
  email: '',
  identityStatus: '1',
  egretId: 'E1',
  ffpBindingFlag: '1',
  ffpRenewNotice: { noticeNum: 2, mobile: '138****8000', ffpRenewNoticeId: 'R1' },
};

const oddValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant({}),
  fc.constant([]),
);
const fieldNames = [...Object.keys(user), 'noticeNum', 'extra'];

/** A stored user with one field (or one renewal-notice field) replaced by anything, or left out. */
const damagedUser = fc
  .record({ field: fc.constantFrom(...fieldNames), inNotice: fc.boolean(), value: oddValue, drop: fc.boolean() })
  .map(({ field, inNotice, value, drop }) => {
    const copy: Record<string, unknown> = { ...user, ffpRenewNotice: { ...user.ffpRenewNotice } };
    const target = inNotice ? (copy.ffpRenewNotice as Record<string, unknown>) : copy;
    if (drop) delete target[field];
    else target[field] = value;
    return copy;
  });

describe('stored session user', () => {
  it('reads back a stored user, with or without a renewal notice, keeping only its fields', () => {
    expect(toSessionUser({ ...user, stray: 'x' })).toEqual(user);
    expect(toSessionUser({ ...user, ffpRenewNotice: null })).toEqual({ ...user, ffpRenewNotice: null });
  });

  it('refuses what is not a user', () => {
    for (const value of [
      null,
      'user',
      [],
      {},
      { ...user, userid: '' },
      { ...user, ffpRenewNotice: undefined },
      { ...user, ffpRenewNotice: { ...user.ffpRenewNotice, noticeNum: 1.5 } },
    ]) {
      expect(toSessionUser(value)).toBeNull();
    }
  });

  it('agrees with the contract schema on every damaged user', () => {
    fc.assert(
      fc.property(fc.oneof(damagedUser, oddValue), (value) => {
        const parsed = sessionUserSchema.safeParse(value);
        expect(toSessionUser(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
