import { z } from 'zod';

/** One airport as the seed writes it: its names in zhCn, zhTw and en, its pinyin, and whether the search box offers it first. */
export type AirportRow = [
  code: string,
  cityCode: string,
  city: [zhCn: string, zhTw: string, en: string],
  airport: [zhCn: string, zhTw: string, en: string],
  pinyinSyllables: string,
  countryCode: string,
  timezone: string,
  hot?: boolean,
];

const localizedName = z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]);

// Typed as the row, so the schema and the labelled tuple above cannot drift apart.
const airportRow: z.ZodType<AirportRow> = z.tuple([
  z.string().regex(/^[A-Z]{3}$/),
  z.string().regex(/^[A-Z]{3}$/),
  localizedName,
  localizedName,
  z.string().regex(/^[a-z]+( [a-z]+)*$/),
  z.string().regex(/^[A-Z]{2}$/),
  z.string().min(1),
  z.boolean().optional(),
]);

/**
 * The airport lists are content the airline's editors keep in JSON files; a mistyped row fails here, when the
 * seed module loads, rather than as a wrong airport on the site.
 */
export function airportRows(json: unknown): readonly AirportRow[] {
  return z.array(airportRow).parse(json);
}
