import type { LinkProps } from '@tanstack/react-router';

export interface NavLink {
  labelKey: string;
  to: NonNullable<LinkProps['to']>;
}

/** Spec 2, header 'Member' menu. */
export const memberLinks: readonly NavLink[] = [
  { labelKey: 'frame.menus.member.myAccount', to: '/{-$locale}/member/myAccount' },
  { labelKey: 'frame.menus.member.myOrders', to: '/{-$locale}/member/myOrder' },
  { labelKey: 'frame.menus.member.redEnvelopes', to: '/{-$locale}/member/redPaper' },
  { labelKey: 'frame.menus.member.pointAccrual', to: '/{-$locale}/member/pointAdd' },
  { labelKey: 'frame.menus.member.pointExchange', to: '/{-$locale}/queryFlightFree' },
  { labelKey: 'frame.menus.member.aboutMembership', to: '/{-$locale}/member/aboutMember/{-$type}' },
  { labelKey: 'frame.menus.member.pointsMall', to: '/{-$locale}/member/pointMall' },
  { labelKey: 'frame.menus.member.activities', to: '/{-$locale}/serve/bulletin' },
];

/** Spec 2, header 'Travel tips' menu; also the list on /serve. */
export const travelTipLinks: readonly NavLink[] = [
  { labelKey: 'frame.menus.tips.flightBooking', to: '/{-$locale}/queryFlight' },
  { labelKey: 'frame.menus.tips.changeRefund', to: '/{-$locale}/refund' },
  { labelKey: 'frame.menus.tips.checkIn', to: '/{-$locale}/serve/checkIn' },
  { labelKey: 'frame.menus.tips.buyLuggage', to: '/{-$locale}/serve/luggage' },
  { labelKey: 'frame.menus.tips.flightStatus', to: '/{-$locale}/flightStatus' },
  { labelKey: 'frame.menus.tips.delayCertificate', to: '/{-$locale}/serve/delayProve' },
  { labelKey: 'frame.menus.tips.buyMeals', to: '/{-$locale}/serve/meals' },
  { labelKey: 'frame.menus.tips.ticketVerification', to: '/{-$locale}/serve/ticketVerification' },
  { labelKey: 'frame.menus.tips.complaints', to: '/{-$locale}/serve/complaints' },
];
