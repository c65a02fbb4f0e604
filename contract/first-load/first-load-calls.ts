import { replyCall } from '../call';
import type {
  CreateCabinGuideRecordPayload,
  FareCalendarPayload,
  QueryCabinGuidePayload,
  QueryFlightListPayload,
} from '../calls/flights';
import { CUSTOMER_SERVICE_CALLS } from '../calls/customer-service-calls';
import { CONTENT_CALLS } from './content-call-paths';
import {
  CREATE_CABIN_GUIDE_RECORD_PATH,
  FARE_CALENDAR_PATH,
  QUERY_CABIN_GUIDE_PATH,
  QUERY_FLIGHT_LIST_PATH,
} from './flight-call-paths';

/**
 * The calls the first page makes: home's, the results page's, and the header's and side box's on every page. Each
 * loads its reply's schema beside the call, so zod is not part of the page's first JavaScript yet every reply is
 * parsed. The contract's call objects (contract/calls/) add the payload schemas for the server.
 */

type NoPayload = Record<string, never>;
const content = () => import('./content-replies');
const flightSearch = () => import('./flight-search-replies');
const chat = () => import('./chat-replies');

export const systemInitHead = replyCall<NoPayload>()({
  path: CONTENT_CALLS.systemInit,
  reply: async () => (await content()).systemInitData,
});
export const queryAdPicListHead = replyCall<{ position?: 'home' }>()({
  path: CONTENT_CALLS.queryAdPicList,
  reply: async () => (await content()).queryAdPicListData,
});
export const queryRecommendedRouteListHead = replyCall<{ origin?: string }>()({
  path: CONTENT_CALLS.queryRecommendedRouteList,
  reply: async () => (await content()).queryRecommendedRouteListData,
});
export const infoNoticeListByWebHead = replyCall<NoPayload>()({
  path: CONTENT_CALLS.infoNoticeListByWeb,
  reply: async () => (await content()).infoNoticeGroupsData,
});

export const queryFlightListHead = replyCall<QueryFlightListPayload>()({
  path: QUERY_FLIGHT_LIST_PATH,
  reply: async () => (await flightSearch()).queryFlightListData,
});
export const fareCalendarHead = replyCall<FareCalendarPayload>()({
  path: FARE_CALENDAR_PATH,
  reply: async () => (await flightSearch()).fareCalendarData,
});
export const queryCabinGuideHead = replyCall<QueryCabinGuidePayload>()({
  path: QUERY_CABIN_GUIDE_PATH,
  reply: async () => (await flightSearch()).cabinGuideData,
});
export const createCabinGuideRecordHead = replyCall<CreateCabinGuideRecordPayload>()({
  path: CREATE_CABIN_GUIDE_RECORD_PATH,
  reply: async () => (await flightSearch()).createCabinGuideRecordData,
});

export const getTokenHead = replyCall<NoPayload>()({
  path: CUSTOMER_SERVICE_CALLS.getToken,
  reply: async () => (await chat()).getTokenData,
});
export const queryNewsHead = replyCall<NoPayload>()({
  path: CUSTOMER_SERVICE_CALLS.queryNews,
  reply: async () => (await chat()).queryNewsData,
});
