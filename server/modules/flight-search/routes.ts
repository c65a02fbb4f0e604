import {
  createCabinGuideRecordCall,
  fareCalendarCall,
  queryCabinGuideCall,
  queryFlightListCall,
} from '../../../contract/calls/flights';
import { defineCall, type Call } from '../../calls/call';
import { cabinGuide, recordCabinGuideView } from './cabin-guide';
import { fareCalendar, monthRange } from './fare-calendar';
import { flightList } from './flight-list';

export const flightSearchCalls: Call[] = [
  defineCall(queryFlightListCall, {
    handle: (input, { db, clock, locale }) => flightList(db, input, clock.now(), locale),
  }),
  defineCall(fareCalendarCall, {
    handle: (input, { db, clock }) => {
      const range = input.month ? monthRange(input.month) : { firstDate: input.startDate!, lastDate: input.endDate! };
      return fareCalendar(
        db,
        { origin: input.origin, destination: input.destination, seats: input.seats, ...range },
        clock.now(),
      );
    },
  }),
  defineCall(queryCabinGuideCall, { handle: (input, { db, locale }) => cabinGuide(db, input, locale) }),
  defineCall(createCabinGuideRecordCall, {
    handle: (input, { db, clock, headers }) =>
      recordCabinGuideView(db, {
        ...input,
        deviceCode: headers.deviceCode,
        memberId: headers.memberId,
        viewedAt: clock.now(),
      }),
  }),
];
