import {
  CHECK_IN_CALLS,
  checkInPayload,
  couponPayload,
  doDetrPayload,
  queryDetrNamePayload,
  querySeatDiffPayload,
} from '../../../contract/calls/check-in';
import { defineCall } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { boardingPassOf, boardingPasses } from './boarding-passes';
import { boardingPassPdf } from './boarding-pass-pdf';
import { cancelCheckIn } from './cancel-check-in';
import { checkInPassengers } from './check-in-service';
import { seatMap } from './seat-map';
import { memberTrips, tripsByDocumentAndName, tripsByTicket } from './trips';

/** Online check-in: find the trip, see the seats, check in or change seat, boarding pass, cancel. */
export const checkInCalls = [
  defineCall({
    path: CHECK_IN_CALLS.doDetr,
    input: doDetrPayload,
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      const { ticketNo, nameOrDocumentNo } = input;
      return {
        trips:
          ticketNo && nameOrDocumentNo
            ? await tripsByTicket(context, memberId, { ticketNo, nameOrDocumentNo })
            : await memberTrips(context, memberId),
      };
    },
  }),
  defineCall({
    path: CHECK_IN_CALLS.queryDetrName,
    input: queryDetrNamePayload,
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      return { trips: await tripsByDocumentAndName(context, memberId, input.documentNo, input.name) };
    },
  }),
  defineCall({
    path: CHECK_IN_CALLS.querySeatDiff,
    input: querySeatDiffPayload,
    handle: async (input, context) =>
      seatMap(context, (await requireMember(context)).memberId, input.couponIds, input.assistance),
  }),
  defineCall({
    path: CHECK_IN_CALLS.checkIn,
    input: checkInPayload,
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      const couponIds = await checkInPassengers(context, memberId, input);
      return { boardingPasses: await boardingPasses(context, memberId, couponIds) };
    },
  }),
  defineCall({
    path: CHECK_IN_CALLS.queryUmeBoardPass,
    input: couponPayload,
    handle: async (input, context) => boardingPassOf(context, (await requireMember(context)).memberId, input.couponId),
  }),
  defineCall({
    path: CHECK_IN_CALLS.cancelCheckIn,
    input: couponPayload,
    handle: async (input, context) => ({
      couponIds: await cancelCheckIn(context, (await requireMember(context)).memberId, input.couponId),
    }),
  }),
  defineCall({
    path: CHECK_IN_CALLS.boardingPassPdf,
    method: 'GET',
    input: couponPayload,
    handle: async (input, context) => {
      const pass = await boardingPassOf(context, (await requireMember(context)).memberId, input.couponId);
      return {
        pdf: await boardingPassPdf(pass, context.locale),
        fileName: `boarding-pass-${pass.flightNo}-${pass.date}-${pass.seat}.pdf`,
      };
    },
    respond: (reply, { pdf, fileName }) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf),
  }),
];
