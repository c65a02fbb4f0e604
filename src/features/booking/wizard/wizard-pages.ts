import type { BookingContext } from '../../../../machines/booking.machine';
import type { BookingMarket } from '../../../../machines/booking-trip';
import type { FlowPage } from '../../../flows/flow-host';

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

/** The page of a step, with the route and search params it needs (the trip's search and fares). */
export function wizardPageOf({
  value,
  context,
}: {
  value: string;
  context: BookingContext;
}): FlowPage<WizardPage> | undefined {
  const page = PAGE_OF_STATE[value];
  const search = context.search;
  if (!page) return undefined;
  if (page === 'payment')
    return context.order ? { page, to: '/{-$locale}/defray', search: { orderNo: context.order.orderNo } } : { page };
  if (page === 'confirm') return { page, to: '/{-$locale}/orderConfirm' };
  if (!search) return { page };
  if (page === 'results') {
    const outbound =
      value === 'choosingReturn' && context.outbound
        ? { outboundFlight: context.outbound.flightNo, outboundClass: context.outbound.bookingClass }
        : {};
    return { page, to: RESULTS_ROUTES[context.market], search: { ...search, ...outbound } };
  }
  if (!context.outbound) return { page };
  const inbound = context.inbound
    ? { returnFlight: context.inbound.flightNo, returnClass: context.inbound.bookingClass }
    : {};
  return {
    page,
    to: PASSENGER_ROUTES[context.market],
    search: {
      ...search,
      outboundFlight: context.outbound.flightNo,
      outboundClass: context.outbound.bookingClass,
      ...inbound,
    },
  };
}
