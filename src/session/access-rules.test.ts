import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/calls/accounts';
import { LOGGED_IN_USER } from '../ui/testing/logged-in-member';
import { decideAccess } from './access-rules';

const member = (overrides: Partial<SessionUser> = {}): SessionUser => ({ ...LOGGED_IN_USER, ...overrides });

describe('navigation guards (spec 5)', () => {
  describe('pages that need a login', () => {
    it.each([
      '/serve/checkIn',
      '/serve/checkIn/checkSeat',
      '/en/serve/luggage/buyLuggage',
      '/zhTw/serve/meals/myTrip',
      '/member/order',
      '/member/order/mealsOrder',
      '/passenger',
      '/en/passengerInter',
      '/orderConfirm',
      '/order',
      '/orderInfo',
      '/defray/api',
      '/refund/data',
    ])('sends a visitor of %s to log in, and lets a member in', (path) => {
      expect(decideAccess(path, null)).toEqual({ kind: 'login' });
      expect(decideAccess(path, member({ identityStatus: '0', egretId: '' }))).toEqual({ kind: 'allow' });
    });

    it('treats stored info without a userid as logged out', () => {
      expect(decideAccess('/serve/checkIn', member({ userid: '' }))).toEqual({ kind: 'login' });
    });
  });

  describe('member pages', () => {
    it.each(['/member/card', '/member/aboutMember', '/member/aboutMember/rules', '/en/member/pointCalculator'])(
      'opens %s to everyone',
      (path) => {
        expect(decideAccess(path, null)).toEqual({ kind: 'allow' });
      },
    );

    it.each(['/member', '/member/home', '/member/myAccount', '/zhTw/member/redPaper', '/member/password/reset'])(
      "asks a visitor of %s to 'log in first'",
      (path) => {
        expect(decideAccess(path, null)).toEqual({ kind: 'login', notice: 'account.guard.loginFirst' });
        expect(decideAccess(path, member({ identityStatus: '0', egretId: '' }))).toEqual({ kind: 'allow' });
      },
    );

    it.each([
      '/member/pointInfo',
      '/member/pointAdd',
      '/member/pointMall',
      '/member/transferee',
      '/en/member/ticketExchange',
    ])('asks for real-name verification, then a club id, on %s', (path) => {
      expect(decideAccess(path, null)).toEqual({ kind: 'login', notice: 'account.guard.loginFirst' });
      expect(decideAccess(path, member({ identityStatus: '0' }))).toEqual({
        kind: 'refuse',
        notice: 'account.guard.realNameRequired',
      });
      expect(decideAccess(path, member({ egretId: '' }))).toEqual({
        kind: 'refuse',
        notice: 'account.guard.clubRequired',
      });
      expect(decideAccess(path, member())).toEqual({ kind: 'allow' });
    });

    it('does not mistake a page that merely starts alike', () => {
      expect(decideAccess('/member/pointInfoArchive', member({ identityStatus: '0' }))).toEqual({ kind: 'allow' });
      expect(decideAccess('/serve/checkInfo', null)).toEqual({ kind: 'allow' });
    });
  });

  it.each(['/', '/queryFlight', '/serve/complaints', '/flightStatus'])('leaves %s open', (path) => {
    expect(decideAccess(path, null)).toEqual({ kind: 'allow' });
  });
});
