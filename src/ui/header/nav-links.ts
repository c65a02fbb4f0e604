import type { LinkProps } from '@tanstack/react-router';

export interface NavLink {
  labelKey: string;
  to: NonNullable<LinkProps['to']>;
}

/** Spec 2, header 'Member' menu. */
export const memberLinks: readonly NavLink[] = [
  { labelKey: 'shell.nav.member.myAccount', to: '/{-$locale}/member/myAccount' },
  { labelKey: 'shell.nav.member.myOrders', to: '/{-$locale}/member/myOrder' },
  { labelKey: 'shell.nav.member.redEnvelopes', to: '/{-$locale}/member/redPaper' },
  { labelKey: 'shell.nav.member.pointAccrual', to: '/{-$locale}/member/pointAdd' },
  { labelKey: 'shell.nav.member.pointExchange', to: '/{-$locale}/queryFlightFree' },
  { labelKey: 'shell.nav.member.aboutMembership', to: '/{-$locale}/member/aboutMember/{-$type}' },
  { labelKey: 'shell.nav.member.pointsMall', to: '/{-$locale}/member/pointMall' },
  { labelKey: 'shell.nav.member.activities', to: '/{-$locale}/serve/bulletin' },
];

/** Spec 2, header 'Travel tips' menu; also the list on /serve. */
export const travelTipLinks: readonly NavLink[] = [
  { labelKey: 'shell.nav.tips.flightBooking', to: '/{-$locale}/queryFlight' },
  { labelKey: 'shell.nav.tips.changeRefund', to: '/{-$locale}/refund' },
  { labelKey: 'shell.nav.tips.checkIn', to: '/{-$locale}/serve/checkIn' },
  { labelKey: 'shell.nav.tips.buyLuggage', to: '/{-$locale}/serve/luggage' },
  { labelKey: 'shell.nav.tips.flightStatus', to: '/{-$locale}/flightStatus' },
  { labelKey: 'shell.nav.tips.delayCertificate', to: '/{-$locale}/serve/delayProve' },
  { labelKey: 'shell.nav.tips.buyMeals', to: '/{-$locale}/serve/meals' },
  { labelKey: 'shell.nav.tips.ticketVerification', to: '/{-$locale}/serve/ticketVerification' },
  { labelKey: 'shell.nav.tips.complaints', to: '/{-$locale}/serve/complaints' },
];
