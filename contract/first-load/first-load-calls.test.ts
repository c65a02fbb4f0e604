import { describe, expect, it } from 'vitest';
import {
  infoNoticeListByWebCall,
  queryAdPicListCall,
  queryRecommendedRouteListCall,
  systemInitCall,
} from '../calls/content';
import { getTokenCall, queryNewsCall } from '../calls/customer-service';
import {
  createCabinGuideRecordCall,
  fareCalendarCall,
  queryCabinGuideCall,
  queryFlightListCall,
} from '../calls/flights';
import * as heads from './first-load-calls';

describe('the first page’s calls', () => {
  const pairs = [
    [heads.systemInitHead, systemInitCall],
    [heads.queryAdPicListHead, queryAdPicListCall],
    [heads.queryRecommendedRouteListHead, queryRecommendedRouteListCall],
    [heads.infoNoticeListByWebHead, infoNoticeListByWebCall],
    [heads.queryFlightListHead, queryFlightListCall],
    [heads.fareCalendarHead, fareCalendarCall],
    [heads.queryCabinGuideHead, queryCabinGuideCall],
    [heads.createCabinGuideRecordHead, createCabinGuideRecordCall],
    [heads.getTokenHead, getTokenCall],
    [heads.queryNewsHead, queryNewsCall],
  ] as const;

  it('covers every head', () => {
    expect(pairs.map(([head]) => head)).toEqual(expect.arrayContaining(Object.values(heads)));
    expect(pairs).toHaveLength(Object.keys(heads).length);
  });

  it.each(pairs.map(([head, call]) => [head.path, head, call] as const))(
    '%s loads the reply schema the server answers by',
    async (_path, head, call) => {
      expect(call.path).toBe(head.path);
      expect(call.method).toBe(head.method);
      const loadReply = head.reply as () => Promise<unknown>;
      expect(await loadReply()).toBe(call.reply);
    },
  );
});
