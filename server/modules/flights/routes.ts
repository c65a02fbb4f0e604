import { queryRecommendedRouteListCall } from '../../../contract/calls/content';
import { defineCall, type Call } from '../../calls/call';
import { recommendedRoutes } from './recommended-routes';

export const flightCalls: Call[] = [
  defineCall(queryRecommendedRouteListCall, {
    handle: (input, { db, locale, clock }) => recommendedRoutes(db, locale, clock.now(), input.origin),
  }),
];
