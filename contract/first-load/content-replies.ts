import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';

/**
 * The replies of the content calls the first page makes (system init, home's adverts and recommended routes,
 * the header's info-topic groups). first-load-calls.ts loads them beside the first calls rather than with the page.
 * contract/calls/content.ts adds the payload schemas.
 */

export const airportSchema = z.object({
  code: z.string(),
  cityCode: z.string(),
  cityName: localizedTextSchema,
  airportName: localizedTextSchema,
  /** Of the Chinese city name, lower case without spaces: "shijiazhuang". */
  pinyin: z.string(),
  /** First letters of the pinyin syllables: "sjz". */
  initials: z.string(),
  countryCode: z.string(),
  domestic: z.boolean(),
  /** Hong Kong, Macao and Taiwan: booked on the international/regional flow though inside countryCode CN/HK/MO/TW. */
  regional: z.boolean(),
  timezone: z.string(),
  hot: z.boolean(),
});
export type Airport = z.infer<typeof airportSchema>;

export const systemInitData = z.object({
  airports: z.array(airportSchema),
  hotline: z.string(),
  complaintHotline: z.object({ number: z.string(), extension: z.string() }),
  serverTime: z.string(),
  currency: z.string(),
  /** How far ahead flights can be booked, in days. */
  bookingWindowDays: z.number().int(),
  /** Pages switched on by server config: flowsPage = the statechart viewer (on in development or FLOWS_PAGE=on). */
  features: z.object({ flowsPage: z.boolean() }),
});
export type SystemInitData = z.infer<typeof systemInitData>;

export const adSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string(),
  imageUrl: z.string(),
  alt: z.string(),
  link: z.string(),
});
export type Ad = z.infer<typeof adSchema>;
export const queryAdPicListData = z.array(adSchema);

export const recommendedRouteSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originCityName: z.string(),
  destinationCityName: z.string(),
  lowestPrice: z.number(),
  currency: z.string(),
  /** The flight date of that lowest fare. */
  flightDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  flightNo: z.string(),
  cabinClass: z.string(),
});
export type RecommendedRoute = z.infer<typeof recommendedRouteSchema>;
export const queryRecommendedRouteListData = z.array(recommendedRouteSchema);

export const infoNoticeItemSchema = z.object({
  name: z.string(),
  topicid: z.string(),
  category: z.string(),
  categoryid: z.string(),
  /** 'YYYY-MM-DD' */
  creationdate: z.string(),
});
export type InfoNoticeItem = z.infer<typeof infoNoticeItemSchema>;
export const infoNoticeGroupSchema = z.object({
  dincCode: z.string(),
  dincName: z.string(),
  infoNoticeList: z.array(infoNoticeItemSchema),
});
export type InfoNoticeGroup = z.infer<typeof infoNoticeGroupSchema>;
export const infoNoticeGroupsData = z.array(infoNoticeGroupSchema);
