import { mid } from './call-path-prefixes';

/**
 * The flight search calls the results page makes (list, calendar, a fare's rules), on their own (as content-call-paths.ts) so that
 * load does not bring every call path.
 */
/** The spec does not name the flight-list call; this is its path, beside flight/queryRecommendedRouteList. */
export const QUERY_FLIGHT_LIST_PATH = mid('flight/queryFlightList');
export const FARE_CALENDAR_PATH = '/proxy/hbhk-fare/v1/calendar/query';
export const QUERY_CABIN_GUIDE_PATH = '/ticket-guide/v1/cabinGuideRule/queryCabinGuide';
export const CREATE_CABIN_GUIDE_RECORD_PATH = '/ticket-guide/v1/cabinGuideReport/createRecord';
