import { memberFfp } from '../../../contract/first-load/call-path-prefixes';
import {
  addPassengerPayload,
  deletePassengerPayload,
  mergePassengersPayload,
  queryPassengersPayload,
  updatePassengerPayload,
} from '../../../contract/booking/saved-passenger-calls';
import { defineCall, type Call } from '../../calls/call';
import {
  addSavedPassenger,
  changeSavedPassenger,
  mergeSavedPassengers,
  querySavedPassengers,
  removeSavedPassenger,
} from './saved-passenger-service';

/** member-ffp/passenger/*: a member's frequent passengers (JSON calls, login required). */
export const passengerCalls: Call[] = [
  defineCall({
    path: memberFfp('passenger', 'query'),
    input: queryPassengersPayload,
    handle: (_input, context) => querySavedPassengers(context),
  }),
  defineCall({
    path: memberFfp('passenger', 'add'),
    input: addPassengerPayload,
    handle: (input, context) => addSavedPassenger(context, input),
  }),
  defineCall({
    path: memberFfp('passenger', 'update'),
    input: updatePassengerPayload,
    handle: (input, context) => changeSavedPassenger(context, input),
  }),
  defineCall({
    path: memberFfp('passenger', 'delete'),
    input: deletePassengerPayload,
    handle: (input, context) => removeSavedPassenger(context, input.id),
  }),
  defineCall({
    path: memberFfp('passenger', 'merge'),
    input: mergePassengersPayload,
    handle: (input, context) => mergeSavedPassengers(context, input.keepId, input.mergeId),
  }),
];
