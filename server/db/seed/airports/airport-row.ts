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

// Mainland airports use Beijing time (Urumqi included, as airline timetables do).
export const CN = 'Asia/Shanghai';
