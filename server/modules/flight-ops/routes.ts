import {
  FLIGHT_STATUS_CALLS,
  queryFlightDynamicListPayload,
  queryFlightDynamicPayload,
} from '../../../contract/calls/flight-status';
import { defineCall } from '../../calls/call';
import { flightDynamic, flightDynamicList } from './flight-status-service';

/** Flight status: open to everyone (spec 6), read from the recorded operations. */
export const flightOpsCalls = [
  defineCall({
    path: FLIGHT_STATUS_CALLS.queryFlightDynamic,
    input: queryFlightDynamicPayload,
    handle: (input, context) => flightDynamic(context, input.flightNo, input.flightDate),
  }),
  defineCall({
    path: FLIGHT_STATUS_CALLS.queryFlightDynamicList,
    input: queryFlightDynamicListPayload,
    handle: (input, context) => flightDynamicList(context, input),
  }),
];
