import {
  cascadeTopicTreeCall,
  infoNoticeContentCall,
  infoNoticeListByServiceCall,
  infoNoticeListByWebCall,
  infoNoticeListCall,
  queryAdPicListCall,
  queryAgreeContentGroupCall,
} from '../../../contract/calls/content';
import { defineCall, type Call } from '../../calls/call';
import { listAds, listAgreements } from './ads-and-agreements';
import { siteRuleValues } from './site-rules-text';
import { listInfoGroups, pageTopics, topicContent, topicTree } from './info-topics';

export const contentCalls: Call[] = [
  defineCall(queryAdPicListCall, { handle: (input, { db, locale }) => listAds(db, locale, input.position) }),
  defineCall(infoNoticeListByWebCall, { handle: (_input, { db, locale }) => listInfoGroups(db, locale, 'web') }),
  defineCall(infoNoticeListByServiceCall, {
    handle: (_input, { db, locale }) => listInfoGroups(db, locale, 'service'),
  }),
  defineCall(queryAgreeContentGroupCall, {
    handle: (input, { db, locale }) => listAgreements(db, locale, input.agreeTypes),
  }),
  defineCall(cascadeTopicTreeCall, {
    handle: (input, { db, locale }) => topicTree(db, locale, input.topicType, input.serachTxt),
  }),
  defineCall(infoNoticeListCall, {
    handle: (input, { db, locale }) => pageTopics(db, locale, input.categoryid, input.pageNum, input.pageSize),
  }),
  defineCall(infoNoticeContentCall, {
    handle: (input, { db, locale, config }) => topicContent(db, locale, input.topicid, siteRuleValues(config)),
  }),
];
