import { queryOptions } from '@tanstack/react-query';
import { download, request } from '../../api/request';
import {
  boardingPassPdfFile,
  cancelCheckInCall,
  checkInCall,
  doDetrCall,
  queryDetrNameCall,
  querySeatDiffCall,
  queryUmeBoardPassCall,
  type BoardingPass,
  type CheckInPayload,
  type CheckInTrip,
  type SeatMapReply,
} from '../../../contract/calls/check-in';
import type { TripQuery } from '../../../machines/check-in-rules';

/** One typed function per check-in call; failures reach the chart as CallFailures, read by failureOf. */
export async function findTrips(query: TripQuery, signal?: AbortSignal): Promise<CheckInTrip[]> {
  const reply =
    query.by === 'ticket'
      ? await request(doDetrCall, { ticketNo: query.ticketNo, nameOrDocumentNo: query.nameOrDocumentNo }, { signal })
      : await request(queryDetrNameCall, { documentNo: query.documentNo, name: query.name }, { signal });
  return reply.trips;
}

export function myTripsQueryOptions(memberKey: string) {
  return queryOptions({
    queryKey: ['checkIn', 'myTrips', memberKey],
    queryFn: ({ signal }) => request(doDetrCall, {}, { signal }).then((reply) => reply.trips),
    staleTime: 30_000,
  });
}

export function fetchSeatMap(
  input: { couponIds: number[]; assistance: number[] },
  signal?: AbortSignal,
): Promise<SeatMapReply> {
  return request(querySeatDiffCall, input, { signal });
}

export async function checkInPassengers(payload: CheckInPayload, signal?: AbortSignal): Promise<BoardingPass[]> {
  return (await request(checkInCall, payload, { signal })).boardingPasses;
}

export function fetchBoardingPasses(couponIds: number[], signal?: AbortSignal): Promise<BoardingPass[]> {
  return Promise.all(couponIds.map((couponId) => request(queryUmeBoardPassCall, { couponId }, { signal })));
}

export async function cancelCheckIns(couponIds: number[], signal?: AbortSignal): Promise<void> {
  for (const couponId of couponIds) await request(cancelCheckInCall, { couponId }, { signal });
}

export function downloadBoardingPassPdf(couponId: number): Promise<Blob> {
  return download(boardingPassPdfFile, { couponId });
}
