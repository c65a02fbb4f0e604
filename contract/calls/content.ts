import * as z from 'zod';
import { contractCall, withSchemas } from '../call';
import {
  infoNoticeGroupsData,
  queryAdPicListData,
  queryRecommendedRouteListData,
  systemInitData,
} from '../first-load/content-replies';
import {
  infoNoticeListByWebHead,
  queryAdPicListHead,
  queryRecommendedRouteListHead,
  systemInitHead,
} from '../first-load/first-load-calls';
import { CONTENT_CALLS } from '../first-load/content-call-paths';
import { contentBlockSchema } from '../localized-text';
import { LOOKUP_TABLES } from '../lookups';
import { INFO_GROUP_CODES } from './content-constants';
import { text } from '../validators/text';

export { INFO_GROUP_CODES, MENU_ITEMS_PER_GROUP, type InfoGroupCode } from './content-constants';
export {
  adSchema,
  airportSchema,
  infoNoticeGroupSchema,
  infoNoticeGroupsData,
  infoNoticeItemSchema,
  queryAdPicListData,
  queryRecommendedRouteListData,
  recommendedRouteSchema,
  systemInitData,
  type Ad,
  type Airport,
  type InfoNoticeGroup,
  type InfoNoticeItem,
  type RecommendedRoute,
  type SystemInitData,
} from '../first-load/content-replies';

/**
 * Payloads and reply `data` of the system and content calls (CALLS.systemInit … CALLS.infoNoticeContent).
 * Database text arrives already in the request's language (Accept-Language), except airport and city
 * names, which systemInit gives in all three languages so the city picker can search in any of them.
 */

const airportCode = text().regex(/^[A-Z]{3}$/);
const id = text().min(1).max(40);

// systemInit, queryAdPicList, queryRecommendedRouteList, infoNoticeListByWeb/ByService (spec 3 "Info topics"):
// the first page makes these (first-load/first-load-calls.ts), so their replies are in zod/mini (first-load/content-replies.ts).
export const systemInitPayload = z.object({}).loose();
export const systemInitCall = withSchemas(systemInitHead, systemInitPayload, systemInitData);

export const queryAdPicListPayload = z.object({ position: z.enum(['home']).optional() });
export const queryAdPicListCall = withSchemas(queryAdPicListHead, queryAdPicListPayload, queryAdPicListData);

export const queryRecommendedRouteListPayload = z.object({ origin: airportCode.optional() });
export const queryRecommendedRouteListCall = withSchemas(
  queryRecommendedRouteListHead,
  queryRecommendedRouteListPayload,
  queryRecommendedRouteListData,
);

export const infoNoticeGroupsPayload = z.object({}).loose();
export const infoNoticeListByWebCall = withSchemas(
  infoNoticeListByWebHead,
  infoNoticeGroupsPayload,
  infoNoticeGroupsData,
);
export const infoNoticeListByServiceCall = contractCall({
  path: CONTENT_CALLS.infoNoticeListByService,
  payload: infoNoticeGroupsPayload,
  reply: infoNoticeGroupsData,
});

// queryMidDictionary
export const DICTIONARY_TYPES = [...LOOKUP_TABLES, 'letterNumber', 'month'] as const;
export const queryMidDictionaryPayload = z.object({ dictType: z.enum(DICTIONARY_TYPES).optional() });
export const dictionaryItemSchema = z.object({ value: z.string(), label: z.string() });
export const dictionarySchema = z.object({ dictType: z.string(), items: z.array(dictionaryItemSchema) });
export type Dictionary = z.infer<typeof dictionarySchema>;
export const queryMidDictionaryData = z.array(dictionarySchema);

// queryRetroBookAirlines: the airlines whose flights earn points by retro-credit (spec 3 airline codes)
export const queryRetroBookAirlinesPayload = z.object({}).loose();
export const queryRetroBookAirlinesData = z.array(dictionaryItemSchema);

// queryCountry
export const queryCountryPayload = z.object({}).loose();
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2 */
  code: z.string(),
  /** ISO 3166-1 alpha-3, as printed in passports' machine-readable zone. */
  code3: z.string(),
  name: z.string(),
  /** English name, always: travel documents are filled in Latin letters. */
  nameEn: z.string(),
  dialCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const queryCountryData = z.array(countrySchema);

// queryAgreeContentGroup
export const AGREEMENT_TYPES = [
  'booking',
  'privacy',
  'membership',
  'dangerousGoods',
  'memberBenefits',
  'memberCard',
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
export const queryAgreeContentGroupPayload = z.object({ agreeTypes: z.array(z.enum(AGREEMENT_TYPES)).optional() });
export const agreementSchema = z.object({
  agreeType: z.enum(AGREEMENT_TYPES),
  title: z.string(),
  version: z.string(),
  content: z.array(contentBlockSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const queryAgreeContentGroupData = z.array(agreementSchema);

// cascadeTopicTree (the spec's field name serachTxt is kept as is)
export const cascadeTopicTreePayload = z.object({
  topicType: z.enum(INFO_GROUP_CODES).optional(),
  serachTxt: text().max(50).optional(),
});
export const topicLeafSchema = z.object({ topicid: z.string(), name: z.string(), creationdate: z.string() });
export const topicCategoryNodeSchema = z.object({
  categoryid: z.string(),
  category: z.string(),
  children: z.array(topicLeafSchema),
});
export const topicGroupNodeSchema = z.object({
  dincCode: z.string(),
  dincName: z.string(),
  children: z.array(topicCategoryNodeSchema),
});
export type TopicGroupNode = z.infer<typeof topicGroupNodeSchema>;
export const cascadeTopicTreeData = z.array(topicGroupNodeSchema);

// infoNoticeList (JSON POST, paged)
export const infoNoticeListPayload = z.object({
  categoryid: id,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const infoNoticeListEntrySchema = z.object({
  topicid: z.string(),
  title: z.string(),
  createDate: z.string(),
  category: z.string(),
  categoryid: z.string(),
});
export type InfoNoticeListEntry = z.infer<typeof infoNoticeListEntrySchema>;
export const infoNoticeListData = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(infoNoticeListEntrySchema),
});
export type InfoNoticeListData = z.infer<typeof infoNoticeListData>;

// infoNoticeContent (GET ?channel=web&topicid=…)
export const infoNoticeContentPayload = z.object({ channel: z.literal('web'), topicid: id });
export const infoNoticeContentData = z.object({
  topicid: z.string(),
  title: z.string(),
  dincCode: z.string(),
  dincName: z.string(),
  category: z.string(),
  categoryid: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  content: z.array(contentBlockSchema),
});
export type InfoNoticeContent = z.infer<typeof infoNoticeContentData>;

export const queryCountryCall = contractCall({
  path: CONTENT_CALLS.queryCountry,
  payload: queryCountryPayload,
  reply: queryCountryData,
});
export const queryAgreeContentGroupCall = contractCall({
  path: CONTENT_CALLS.queryAgreeContentGroup,
  payload: queryAgreeContentGroupPayload,
  reply: queryAgreeContentGroupData,
});
export const cascadeTopicTreeCall = contractCall({
  path: CONTENT_CALLS.cascadeTopicTree,
  payload: cascadeTopicTreePayload,
  reply: cascadeTopicTreeData,
});
export const infoNoticeListCall = contractCall({
  path: CONTENT_CALLS.infoNoticeList,
  payload: infoNoticeListPayload,
  reply: infoNoticeListData,
});
export const infoNoticeContentCall = contractCall({
  path: CONTENT_CALLS.infoNoticeContent,
  method: 'GET',
  payload: infoNoticeContentPayload,
  reply: infoNoticeContentData,
});
