import type { BookingContext } from '../../../../machines/booking.machine';
import type { BookingMarket, BookingPage } from '../../../../machines/booking-trip';
import type { FlowRoute } from '../../../flows/flow-host';

const PASSENGER_ROUTES = {
  domestic: '/{-$locale}/passenger',
  international: '/{-$locale}/passengerInter',
  points: '/{-$locale}/passengerFree',
} as const satisfies Record<BookingMarket, string>;

const RESULTS_ROUTES = {
  domestic: '/{-$locale}/queryFlight',
  international: '/{-$locale}/queryFlightInter',
  points: '/{-$locale}/queryFlightFree',
} as const satisfies Record<BookingMarket, string>;

/**
 * The route of a wizard page (the chart's steps name theirs by a tag), with the search params it needs: the trip's
 * search and fares; none while they are missing.
 */
export function wizardRouteOf(
  page: BookingPage,
  { context, choosingReturn }: { context: BookingContext; choosingReturn: boolean },
): FlowRoute | undefined {
  const search = context.search;
  if (page === 'payment')
    return context.order ? { to: '/{-$locale}/defray', search: { orderNo: context.order.orderNo } } : undefined;
  if (page === 'confirm') return { to: '/{-$locale}/orderConfirm' };
  if (!search) return undefined;
  if (page === 'results') {
    const outbound =
      choosingReturn && context.outbound
        ? { outboundFlight: context.outbound.flightNo, outboundClass: context.outbound.bookingClass }
        : {};
    return { to: RESULTS_ROUTES[context.market], search: { ...search, ...outbound } };
  }
  if (!context.outbound) return undefined;
  const inbound = context.inbound
    ? { returnFlight: context.inbound.flightNo, returnClass: context.inbound.bookingClass }
    : {};
  return {
    to: PASSENGER_ROUTES[context.market],
    search: {
      ...search,
      outboundFlight: context.outbound.flightNo,
      outboundClass: context.outbound.bookingClass,
      ...inbound,
    },
  };
}
