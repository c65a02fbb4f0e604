import {
  boardingPassPdfFile,
  cancelCheckInCall,
  checkInCall,
  doDetrCall,
  queryDetrNameCall,
  querySeatDiffCall,
  queryUmeBoardPassCall,
} from '../../../contract/calls/check-in';
import { defineCall } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { boardingPassOf, boardingPasses } from './boarding-passes';
import { boardingPassPdf } from './boarding-pass-pdf';
import { cancelCheckIn } from './cancel-check-in';
import { checkInPassengers } from './check-in-service';
import { seatMap } from './seat-map';
import { memberTrips, tripsByDocumentAndName, tripsByTicket } from './trips';
import { sendPdfDownload } from '../../providers/pdf/pdf-download';

/** Online check-in: find the trip, see the seats, check in or change seat, boarding pass, cancel. */
export const checkInCalls = [
  defineCall(doDetrCall, {
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
  defineCall(queryDetrNameCall, {
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      return { trips: await tripsByDocumentAndName(context, memberId, input.documentNo, input.name) };
    },
  }),
  defineCall(querySeatDiffCall, {
    handle: async (input, context) =>
      seatMap(context, (await requireMember(context)).memberId, input.couponIds, input.assistance),
  }),
  defineCall(checkInCall, {
    handle: async (input, context) => {
      const { memberId } = await requireMember(context);
      const couponIds = await checkInPassengers(context, memberId, input);
      return { boardingPasses: await boardingPasses(context, memberId, couponIds) };
    },
  }),
  defineCall(queryUmeBoardPassCall, {
    handle: async (input, context) => boardingPassOf(context, (await requireMember(context)).memberId, input.couponId),
  }),
  defineCall(cancelCheckInCall, {
    handle: async (input, context) => ({
      couponIds: await cancelCheckIn(context, (await requireMember(context)).memberId, input.couponId),
    }),
  }),
  defineCall(boardingPassPdfFile, {
    handle: async (input, context) => {
      const pass = await boardingPassOf(context, (await requireMember(context)).memberId, input.couponId);
      return {
        pdf: await boardingPassPdf(pass, context.locale),
        fileName: `boarding-pass-${pass.flightNo}-${pass.date}-${pass.seat}.pdf`,
      };
    },
    respond: sendPdfDownload,
  }),
];
