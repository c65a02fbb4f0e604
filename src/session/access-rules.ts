import type { SessionUser } from '../../contract/calls/accounts';
import { isLocale } from '../../contract/locales';

export type AccessDecision =
  | { kind: 'allow' }
  /** Go to /account with the original full path; `notice` is shown first when given. */
  | { kind: 'login'; notice?: string }
  /** Logged in but not allowed: show `notice` and go to the member home page. */
  | { kind: 'refuse'; notice: string };

const ALLOW: AccessDecision = { kind: 'allow' };
const LOGIN_PAGES = [
  /^\/serve\/checkIn(\/|$)/,
  /^\/serve\/luggage(\/|$)/,
  /^\/serve\/meals(\/|$)/,
  /^\/member\/order(\/|$)/,
  // An order belongs to a member (spec 6): booking from the passenger step on, paying, orders and refunds.
  /^\/(passenger|passengerInter|passengerFree|orderConfirm|order|orderInfo|defray|refund)(\/|$)/,
];
const OPEN_MEMBER_PAGES = [/^\/member\/card(\/|$)/, /^\/member\/aboutMember(\/|$)/, /^\/member\/pointCalculator(\/|$)/];
const POINTS_PAGES = [
  /^\/member\/pointInfo(\/|$)/,
  /^\/member\/pointAdd(\/|$)/,
  /^\/member\/pointMall(\/|$)/,
  /^\/member\/transferee(\/|$)/,
  /^\/member\/ticketExchange(\/|$)/,
];

/**
 * Spec 5 navigation guards. Check-in, luggage, meals, member orders and the booking, payment and refund
 * pages need a login; points pages also need
 * real-name verification and a club id; card, aboutMember and pointCalculator are open; other member pages
 * ask to log in first.
 */
export function decideAccess(pathname: string, user: SessionUser | null): AccessDecision {
  const page = withoutLocale(pathname);
  const loggedIn = Boolean(user?.userid);
  if (LOGIN_PAGES.some((pattern) => pattern.test(page))) return loggedIn ? ALLOW : { kind: 'login' };
  if (!/^\/member(\/|$)/.test(page) || OPEN_MEMBER_PAGES.some((pattern) => pattern.test(page))) return ALLOW;
  if (!loggedIn) return { kind: 'login', notice: 'account.guard.loginFirst' };
  if (POINTS_PAGES.some((pattern) => pattern.test(page))) {
    if (user!.identityStatus !== '1') return { kind: 'refuse', notice: 'account.guard.realNameRequired' };
    if (!user!.egretId) return { kind: 'refuse', notice: 'account.guard.clubRequired' };
  }
  return ALLOW;
}

function withoutLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  return isLocale(first) ? `/${rest.join('/')}` : pathname;
}
