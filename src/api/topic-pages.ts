import { queryOptions } from '@tanstack/react-query';
import {
  cascadeTopicTreeCall,
  infoNoticeContentCall,
  infoNoticeListCall,
  type InfoGroupCode,
} from '../../contract/calls/content';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** cascadeTopicTree: groups → categories → topics, optionally one group or a title search. */
export function topicTreeQueryOptions(locale: Locale, topicType?: InfoGroupCode, search = '') {
  return queryOptions({
    queryKey: ['topics', 'tree', locale, topicType ?? 'all', search],
    queryFn: ({ signal }) =>
      request(
        cascadeTopicTreeCall,
        { ...(topicType ? { topicType } : {}), ...(search ? { serachTxt: search } : {}) },
        { signal },
      ),
  });
}

/** file-manager/infoNotice/list: one category's topics, paged (FAQ list, bulletin). */
export function infoNoticeListQueryOptions(locale: Locale, categoryid: string, pageNum: number, pageSize = 10) {
  return queryOptions({
    queryKey: ['topics', 'list', locale, categoryid, pageNum, pageSize],
    queryFn: ({ signal }) => request(infoNoticeListCall, { categoryid, pageNum, pageSize }, { signal }),
  });
}

/** GET file-manager/infoNotice/content?channel=web&topicid=…: one topic's text. */
export function infoNoticeContentQueryOptions(locale: Locale, topicid: string) {
  return queryOptions({
    queryKey: ['topics', 'content', locale, topicid],
    queryFn: ({ signal }) => request(infoNoticeContentCall, { channel: 'web', topicid }, { signal }),
  });
}
