import { boolean, doublePrecision, integer, pgTable, text, jsonb } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/localized-text';
import { textRef } from './columns';

/** Countries and regions for nationality and issuing place (ISO 3166-1). */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  code3: text('code3').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  dialCode: text('dial_code').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Airports the airline serves; a city code groups a city's airports (BJS = PEK + PKX). */
export const airports = pgTable('airports', {
  code: text('code').primaryKey(),
  cityCode: text('city_code').notNull(),
  cityName: jsonb('city_name').$type<LocalizedText>().notNull(),
  airportName: jsonb('airport_name').$type<LocalizedText>().notNull(),
  pinyin: text('pinyin').notNull(),
  initials: text('initials').notNull(),
  countryCode: textRef('country_code', () => countries.code),
  /** Mainland China: domestic fares and documents. */
  domestic: boolean('domestic').notNull(),
  /** Hong Kong, Macao, Taiwan: sold through the international flow. */
  regional: boolean('regional').notNull().default(false),
  timezone: text('timezone').notNull(),
  hot: boolean('hot').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  /** WGS 84 degrees: standard mileage (points) is the great-circle distance between two airports. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
