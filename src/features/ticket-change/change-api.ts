import { CALLS, CHANGE_CALLS } from '../../../contract/call-paths';
import type { OrderDetailsData } from '../../../contract/calls/orders';
import type {
  ChangeApplyPayload,
  ChangeQuote,
  ChangeQuotePayload,
  ChangeResult,
} from '../../../contract/calls/ticket-changes';
import type {
  ChangeableCoupon,
  ChangeableOrder,
  FlightChoice,
  FlightSearchInput,
} from '../../../machines/ticket-change-context';
import { callForChart, chartFailureOf } from '../../api/chart-call';
import { fetchFlightList } from '../../api/flight-search';

const OPEN_STATUSES = new Set(['open', 'checked_in']);

/** The order as the change offers it: each coupon with its passenger, flight and route. */
export async function loadChangeableOrder(orderNo: string, signal?: AbortSignal): Promise<ChangeableOrder> {
  const details = await callForChart<OrderDetailsData>(CALLS.orderDetails, { orderNo }, { signal });
  const coupons = details.coupons.flatMap((coupon): ChangeableCoupon[] => {
    const passenger = details.passengers.find((one) => one.id === coupon.passengerId);
    const segment = details.segments.find((one) => one.id === coupon.segmentId);
    if (!passenger || !segment || coupon.status === 'exchanged' || coupon.status === 'void') return [];
    return [
      {
        ticketId: coupon.ticketId,
        ticketNo: coupon.ticketNo,
        passengerName: passenger.name,
        passengerType: passenger.passengerType,
        segmentId: segment.id,
        flightNo: segment.flightNo,
        flightDate: segment.flightDate,
        origin: segment.departure.airport,
        destination: segment.arrival.airport,
        open: OPEN_STATUSES.has(coupon.status),
      },
    ];
  });
  return { orderNo: details.orderNo, coupons };
}

/** The day's flights of the route with seats for the party, from the flight search. */
export async function searchChangeFlights(input: FlightSearchInput, signal?: AbortSignal): Promise<FlightChoice[]> {
  const list = await fetchFlightList(
    {
      origin: input.origin,
      destination: input.destination,
      departureDate: input.date,
      adults: Math.max(1, input.passengers),
    },
    signal,
  ).catch((error: unknown) => {
    throw chartFailureOf(error);
  });
  return list.flights
    .filter((flight) => flight.cabins.length > 0)
    .map((flight) => ({
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      departureTime: flight.departure.time,
      arrivalTime: flight.arrival.time,
      seatsLeft: Math.max(...flight.cabins.map((cabin) => cabin.seatsLeft)),
    }));
}

/** The voluntary change's calls; another change on the same core (a disrupted flight's) provides its own. */
export const voluntaryChangeCalls = {
  quote: (payload: ChangeQuotePayload, signal?: AbortSignal) =>
    callForChart<ChangeQuote>(CHANGE_CALLS.changeQuote, payload, { signal }),
  apply: (payload: ChangeApplyPayload, signal?: AbortSignal) =>
    callForChart<ChangeResult>(CHANGE_CALLS.changeApply, payload, { signal }),
};

export function readChange(changeNo: string, signal?: AbortSignal): Promise<ChangeResult> {
  return callForChart<ChangeResult>(CHANGE_CALLS.changeStatus, { changeNo }, { signal });
}
