import { orderDetailsCall } from '../../../contract/calls/orders';
import {
  changeApplyCall,
  changeQuoteCall,
  changeStatusCall,
  type ChangeApplyPayload,
  type ChangeQuotePayload,
  type ChangeResult,
} from '../../../contract/calls/ticket-changes';
import type {
  ChangeableCoupon,
  ChangeableOrder,
  FlightChoice,
  FlightSearchInput,
} from '../../../machines/ticket-change-context';
import { fetchFlightList } from '../../api/flight-search';
import { request } from '../../api/request';

const OPEN_STATUSES = new Set(['open', 'checked_in']);

/** The order as the change offers it: each coupon with its passenger, flight and route. */
export async function loadChangeableOrder(orderNo: string, signal?: AbortSignal): Promise<ChangeableOrder> {
  const details = await request(orderDetailsCall, { orderNo }, { signal });
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
  );
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
  quote: (payload: ChangeQuotePayload, signal?: AbortSignal) => request(changeQuoteCall, payload, { signal }),
  apply: (payload: ChangeApplyPayload, signal?: AbortSignal) => request(changeApplyCall, payload, { signal }),
};

export function readChange(changeNo: string, signal?: AbortSignal): Promise<ChangeResult> {
  return request(changeStatusCall, { changeNo }, { signal });
}
