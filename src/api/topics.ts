import { queryOptions } from '@tanstack/react-query';
import { CONTENT_CALLS } from '../../contract/first-load/content-call-paths';
import type {
  InfoGroupCode,
  InfoNoticeContent,
  InfoNoticeGroup,
  InfoNoticeListData,
  TopicGroupNode,
} from '../../contract/calls/content';
import type { Locale } from '../../contract/locales';
import { callApi } from './client';

/** business/infoNoticeListByWeb: info-topic groups for the header's booking-services menu and the footer. */
export function fetchInfoNoticeGroups(signal?: AbortSignal): Promise<InfoNoticeGroup[]> {
  return callApi<InfoNoticeGroup[]>(CONTENT_CALLS.infoNoticeListByWeb, {}, { signal });
}

export function infoNoticeGroupsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['topics', 'groups', locale],
    queryFn: ({ signal }) => fetchInfoNoticeGroups(signal),
    staleTime: 10 * 60_000,
  });
}

/** cascadeTopicTree: groups → categories → topics, optionally one group or a title search. */
export function fetchTopicTree(
  topicType: InfoGroupCode | undefined,
  serachTxt: string,
  signal?: AbortSignal,
): Promise<TopicGroupNode[]> {
  return callApi<TopicGroupNode[]>(
    CONTENT_CALLS.cascadeTopicTree,
    { ...(topicType ? { topicType } : {}), ...(serachTxt ? { serachTxt } : {}) },
    { signal },
  );
}

export function topicTreeQueryOptions(locale: Locale, topicType?: InfoGroupCode, search = '') {
  return queryOptions({
    queryKey: ['topics', 'tree', locale, topicType ?? 'all', search],
    queryFn: ({ signal }) => fetchTopicTree(topicType, search, signal),
  });
}

/** file-manager/infoNotice/list: one category's topics, paged (FAQ list, bulletin). */
export function fetchInfoNoticeList(
  categoryid: string,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<InfoNoticeListData> {
  return callApi<InfoNoticeListData>(CONTENT_CALLS.infoNoticeList, { categoryid, pageNum, pageSize }, { signal });
}

export function infoNoticeListQueryOptions(locale: Locale, categoryid: string, pageNum: number, pageSize = 10) {
  return queryOptions({
    queryKey: ['topics', 'list', locale, categoryid, pageNum, pageSize],
    queryFn: ({ signal }) => fetchInfoNoticeList(categoryid, pageNum, pageSize, signal),
  });
}

/** GET file-manager/infoNotice/content?channel=web&topicid=…: one topic's text. */
export function fetchInfoNoticeContent(topicid: string, signal?: AbortSignal): Promise<InfoNoticeContent> {
  return callApi<InfoNoticeContent>(
    CONTENT_CALLS.infoNoticeContent,
    { channel: 'web', topicid },
    { method: 'GET', signal },
  );
}

export function infoNoticeContentQueryOptions(locale: Locale, topicid: string) {
  return queryOptions({
    queryKey: ['topics', 'content', locale, topicid],
    queryFn: ({ signal }) => fetchInfoNoticeContent(topicid, signal),
  });
}
