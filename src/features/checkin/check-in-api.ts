import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import {
  CHECK_IN_CALLS,
  type BoardingPass,
  type BoardingPassesReply,
  type CheckInPayload,
  type CheckInTrip,
  type SeatMapReply,
  type TripsReply,
} from '../../../contract/calls/check-in';
import type { TripQuery } from '../../../machines/check-in-rules';

/** One typed function per check-in call; failures become the chart's { code, message, seats }. */
async function call<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return callApi<T>(path, payload, { signal });
}

export async function findTrips(query: TripQuery, signal?: AbortSignal): Promise<CheckInTrip[]> {
  const reply =
    query.by === 'ticket'
      ? await call<TripsReply>(
          CHECK_IN_CALLS.doDetr,
          { ticketNo: query.ticketNo, nameOrDocumentNo: query.nameOrDocumentNo },
          signal,
        )
      : await call<TripsReply>(
          CHECK_IN_CALLS.queryDetrName,
          { documentNo: query.documentNo, name: query.name },
          signal,
        );
  return reply.trips;
}

export function myTripsQueryOptions(memberKey: string) {
  return queryOptions({
    queryKey: ['checkIn', 'myTrips', memberKey],
    queryFn: ({ signal }) => call<TripsReply>(CHECK_IN_CALLS.doDetr, {}, signal).then((reply) => reply.trips),
    staleTime: 30_000,
  });
}

export function fetchSeatMap(
  input: { couponIds: number[]; assistance: number[] },
  signal?: AbortSignal,
): Promise<SeatMapReply> {
  return call<SeatMapReply>(CHECK_IN_CALLS.querySeatDiff, input, signal);
}

export async function checkInPassengers(payload: CheckInPayload, signal?: AbortSignal): Promise<BoardingPass[]> {
  return (await call<BoardingPassesReply>(CHECK_IN_CALLS.checkIn, payload, signal)).boardingPasses;
}

export function fetchBoardingPasses(couponIds: number[], signal?: AbortSignal): Promise<BoardingPass[]> {
  return Promise.all(
    couponIds.map((couponId) => call<BoardingPass>(CHECK_IN_CALLS.queryUmeBoardPass, { couponId }, signal)),
  );
}

export async function cancelCheckIns(couponIds: number[], signal?: AbortSignal): Promise<void> {
  for (const couponId of couponIds) await call(CHECK_IN_CALLS.cancelCheckIn, { couponId }, signal);
}

export function downloadBoardingPassPdf(couponId: number): Promise<Blob> {
  return callApi<Blob>(CHECK_IN_CALLS.boardingPassPdf, { couponId }, { method: 'GET', responseType: 'blob' });
}
