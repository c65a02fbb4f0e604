import type { BookingContext } from '../../../../machines/booking.machine';
import type { BookingMarket } from '../../../../machines/booking-trip';

/** Which page shows each wizard step; offerExpired and paid are shown where the traveller is. */
export type WizardPage = 'results' | 'passengers' | 'confirm' | 'payment';

const PAGE_OF_STATE: Partial<Record<string, WizardPage>> = {
  choosingOutbound: 'results',
  choosingReturn: 'results',
  enteringPassengers: 'passengers',
  confirming: 'confirm',
  placingOrder: 'confirm',
  fareChanged: 'confirm',
  soldOut: 'confirm',
  orderFailed: 'confirm',
  awaitingPayment: 'payment',
};

export const pageOfState = (state: string): WizardPage | undefined => PAGE_OF_STATE[state];

export const PASSENGER_ROUTES = {
  domestic: '/{-$locale}/passenger',
  international: '/{-$locale}/passengerInter',
  points: '/{-$locale}/passengerFree',
} as const satisfies Record<BookingMarket, string>;

const RESULTS_ROUTES = {
  domestic: '/{-$locale}/queryFlight',
  international: '/{-$locale}/queryFlightInter',
  points: '/{-$locale}/queryFlightFree',
} as const satisfies Record<BookingMarket, string>;

export type WizardDestination = { to: string; search?: Record<string, unknown> };

/** The address of a step, with the search params that page needs (the trip's search and fares). */
export function destinationOf(state: string, context: BookingContext): WizardDestination | undefined {
  const page = pageOfState(state);
  const search = context.search;
  if (page === 'payment') return context.order ? { to: '/{-$locale}/defray', search: { orderNo: context.order.orderNo } } : undefined;
  if (page === 'confirm') return { to: '/{-$locale}/orderConfirm' };
  if (!search) return undefined;
  if (page === 'results') {
    const outbound = state === 'choosingReturn' && context.outbound ? { outboundFlight: context.outbound.flightNo, outboundClass: context.outbound.bookingClass } : {};
    return { to: RESULTS_ROUTES[context.market], search: { ...search, ...outbound } };
  }
  if (page === 'passengers' && context.outbound) {
    const inbound = context.inbound ? { returnFlight: context.inbound.flightNo, returnClass: context.inbound.bookingClass } : {};
    return { to: PASSENGER_ROUTES[context.market], search: { ...search, outboundFlight: context.outbound.flightNo, outboundClass: context.outbound.bookingClass, ...inbound } };
  }
  return undefined;
}
