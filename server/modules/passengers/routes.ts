import {
  addPassengerCall,
  deletePassengerCall,
  mergePassengersCall,
  queryPassengersCall,
  updatePassengerCall,
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
  defineCall(queryPassengersCall, {
    handle: (_input, context) => querySavedPassengers(context),
  }),
  defineCall(addPassengerCall, {
    handle: (input, context) => addSavedPassenger(context, input),
  }),
  defineCall(updatePassengerCall, {
    handle: (input, context) => changeSavedPassenger(context, input),
  }),
  defineCall(deletePassengerCall, {
    handle: (input, context) => removeSavedPassenger(context, input.id),
  }),
  defineCall(mergePassengersCall, {
    handle: (input, context) => mergeSavedPassengers(context, input.keepId, input.mergeId),
  }),
];
