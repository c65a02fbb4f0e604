import { mid } from './call-path-prefixes';

/**
 * The system and content calls of spec 7 (part of CALLS in call-paths.ts). On their own because the first
 * page loads one of them (the header's and home page's info-topic groups): importing the whole table would
 * bring every call path into that first load.
 */
export const CONTENT_CALLS = {
  systemInit: mid('system/init'),
  queryAdPicList: mid('system/queryAdPicList'),
  queryRecommendedRouteList: mid('flight/queryRecommendedRouteList'),
  infoNoticeListByWeb: mid('business/infoNoticeListByWeb'),
  infoNoticeListByService: mid('business/infoNoticeListByService'),
  queryMidDictionary: mid('system/qyeryMidDictionary'),
  queryAgreeContentGroup: mid('system/queryAgreeContentGroup'),
  queryRetroBookAirlines: mid('system/qyeryRetroBookAirlines'),
  queryCountry: mid('system/queryCountry'),
  sendMobileCheckCode: mid('sendMobileCheckCode'),
  queryInsuranceDeploy: mid('queryInsuranceDeploy'),
  cascadeTopicTree: mid('cascadeTopicTree'),
  infoNoticeList: '/file-manager/infoNotice/list',
  infoNoticeContent: '/file-manager/infoNotice/content',
} as const;
