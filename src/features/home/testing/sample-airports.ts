import type { Airport } from '../../../../contract/calls/content';

/** A few airports in the shape system/init answers, for the home page's tests. */
function airport(
  code: string,
  cityCode: string,
  names: [string, string, string],
  airportNames: [string, string, string],
  pinyin: string,
  initials: string,
  extra: Partial<Airport> = {},
): Airport {
  return {
    code,
    cityCode,
    cityName: { zhCn: names[0], zhTw: names[1], en: names[2] },
    airportName: { zhCn: airportNames[0], zhTw: airportNames[1], en: airportNames[2] },
    pinyin,
    initials,
    countryCode: 'CN',
    domestic: true,
    regional: false,
    timezone: 'Asia/Shanghai',
    hot: false,
    ...extra,
  };
}

export const sampleAirports: Airport[] = [
  airport(
    'SJW',
    'SJW',
    ['石家庄', '石家莊', 'Shijiazhuang'],
    ['正定国际机场', '正定國際機場', 'Zhengding International Airport'],
    'shijiazhuang',
    'sjz',
    { hot: true },
  ),
  airport(
    'CAN',
    'CAN',
    ['广州', '廣州', 'Guangzhou'],
    ['白云国际机场', '白雲國際機場', 'Baiyun International Airport'],
    'guangzhou',
    'gz',
    { hot: true },
  ),
  airport(
    'SHA',
    'SHA',
    ['上海', '上海', 'Shanghai'],
    ['虹桥国际机场', '虹橋國際機場', 'Hongqiao International Airport'],
    'shanghai',
    'sh',
  ),
  airport(
    'PVG',
    'SHA',
    ['上海', '上海', 'Shanghai'],
    ['浦东国际机场', '浦東國際機場', 'Pudong International Airport'],
    'shanghai',
    'sh',
  ),
  airport(
    'XMN',
    'XMN',
    ['厦门', '廈門', 'Xiamen'],
    ['高崎国际机场', '高崎國際機場', 'Gaoqi International Airport'],
    'xiamen',
    'xm',
  ),
  airport(
    'BKK',
    'BKK',
    ['曼谷', '曼谷', 'Bangkok'],
    ['素万那普机场', '蘇凡納布機場', 'Suvarnabhumi Airport'],
    'mangu',
    'mg',
    { countryCode: 'TH', domestic: false, timezone: 'Asia/Bangkok' },
  ),
];
