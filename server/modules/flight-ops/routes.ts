import { queryFlightDynamicCall, queryFlightDynamicListCall } from '../../../contract/calls/flight-status';
import { defineCall } from '../../calls/call';
import { flightDynamic, flightDynamicList } from './flight-status-service';

/** Flight status: open to everyone (spec 6), read from the recorded operations. */
export const flightOpsCalls = [
  defineCall(queryFlightDynamicCall, {
    handle: (input, context) => flightDynamic(context, input.flightNo, input.flightDate),
  }),
  defineCall(queryFlightDynamicListCall, { handle: (input, context) => flightDynamicList(context, input) }),
];
