import { CALLS } from '../../../contract/call-paths';
import { queryRecommendedRouteListPayload } from '../../../contract/calls/content';
import { defineCall, type Call } from '../../calls/call';
import { recommendedRoutes } from './recommended-routes';

export const flightCalls: Call[] = [
  defineCall({
    path: CALLS.queryRecommendedRouteList,
    input: queryRecommendedRouteListPayload,
    handle: (input, { db, locale, clock }) => recommendedRoutes(db, locale, clock.now(), input.origin),
  }),
];
