import type { Db } from '../client';
import { airports } from '../schema/geography';
import { AIRPORT_COORDINATES } from './airport-coordinates';

type AirportRow = [
  code: string,
  cityCode: string,
  city: [zhCn: string, zhTw: string, en: string],
  airport: [zhCn: string, zhTw: string, en: string],
  pinyinSyllables: string,
  countryCode: string,
  timezone: string,
  hot?: boolean,
];

const CN = 'Asia/Shanghai';

// Mainland airports use Beijing time (Urumqi included, as airline timetables do).
export const AIRPORTS: readonly AirportRow[] = [
  ['SJW', 'SJW', ['石家庄', '石家莊', 'Shijiazhuang'], ['正定国际机场', '正定國際機場', 'Zhengding International Airport'], 'shi jia zhuang', 'CN', CN, true],
  ['PEK', 'BJS', ['北京', '北京', 'Beijing'], ['首都国际机场', '首都國際機場', 'Capital International Airport'], 'bei jing', 'CN', CN, true],
  ['PKX', 'BJS', ['北京', '北京', 'Beijing'], ['大兴国际机场', '大興國際機場', 'Daxing International Airport'], 'bei jing', 'CN', CN, true],
  ['SHA', 'SHA', ['上海', '上海', 'Shanghai'], ['虹桥国际机场', '虹橋國際機場', 'Hongqiao International Airport'], 'shang hai', 'CN', CN, true],
  ['PVG', 'SHA', ['上海', '上海', 'Shanghai'], ['浦东国际机场', '浦東國際機場', 'Pudong International Airport'], 'shang hai', 'CN', CN, true],
  ['CAN', 'CAN', ['广州', '廣州', 'Guangzhou'], ['白云国际机场', '白雲國際機場', 'Baiyun International Airport'], 'guang zhou', 'CN', CN, true],
  ['SZX', 'SZX', ['深圳', '深圳', 'Shenzhen'], ['宝安国际机场', '寶安國際機場', "Bao'an International Airport"], 'shen zhen', 'CN', CN, true],
  ['CTU', 'CTU', ['成都', '成都', 'Chengdu'], ['双流国际机场', '雙流國際機場', 'Shuangliu International Airport'], 'cheng du', 'CN', CN, true],
  ['XMN', 'XMN', ['厦门', '廈門', 'Xiamen'], ['高崎国际机场', '高崎國際機場', 'Gaoqi International Airport'], 'xia men', 'CN', CN, true],
  ['KMG', 'KMG', ['昆明', '昆明', 'Kunming'], ['长水国际机场', '長水國際機場', 'Changshui International Airport'], 'kun ming', 'CN', CN, true],
  ['HGH', 'HGH', ['杭州', '杭州', 'Hangzhou'], ['萧山国际机场', '蕭山國際機場', 'Xiaoshan International Airport'], 'hang zhou', 'CN', CN, true],
  ['CKG', 'CKG', ['重庆', '重慶', 'Chongqing'], ['江北国际机场', '江北國際機場', 'Jiangbei International Airport'], 'chong qing', 'CN', CN, true],
  ['XIY', 'SIA', ['西安', '西安', "Xi'an"], ['咸阳国际机场', '咸陽國際機場', 'Xianyang International Airport'], 'xi an', 'CN', CN, true],
  ['HRB', 'HRB', ['哈尔滨', '哈爾濱', 'Harbin'], ['太平国际机场', '太平國際機場', 'Taiping International Airport'], 'ha er bin', 'CN', CN],
  ['SYX', 'SYX', ['三亚', '三亞', 'Sanya'], ['凤凰国际机场', '鳳凰國際機場', 'Phoenix International Airport'], 'san ya', 'CN', CN, true],
  ['DLC', 'DLC', ['大连', '大連', 'Dalian'], ['周水子国际机场', '周水子國際機場', 'Zhoushuizi International Airport'], 'da lian', 'CN', CN],
  ['TAO', 'TAO', ['青岛', '青島', 'Qingdao'], ['胶东国际机场', '膠東國際機場', 'Jiaodong International Airport'], 'qing dao', 'CN', CN],
  ['URC', 'URC', ['乌鲁木齐', '烏魯木齊', 'Urumqi'], ['地窝堡国际机场', '地窩堡國際機場', 'Diwopu International Airport'], 'wu lu mu qi', 'CN', CN],
  ['NKG', 'NKG', ['南京', '南京', 'Nanjing'], ['禄口国际机场', '祿口國際機場', 'Lukou International Airport'], 'nan jing', 'CN', CN],
  ['WUH', 'WUH', ['武汉', '武漢', 'Wuhan'], ['天河国际机场', '天河國際機場', 'Tianhe International Airport'], 'wu han', 'CN', CN],
  ['CSX', 'CSX', ['长沙', '長沙', 'Changsha'], ['黄花国际机场', '黃花國際機場', 'Huanghua International Airport'], 'chang sha', 'CN', CN],
  ['TYN', 'TYN', ['太原', '太原', 'Taiyuan'], ['武宿国际机场', '武宿國際機場', 'Wusu International Airport'], 'tai yuan', 'CN', CN],
  ['HET', 'HET', ['呼和浩特', '呼和浩特', 'Hohhot'], ['白塔国际机场', '白塔國際機場', 'Baita International Airport'], 'hu he hao te', 'CN', CN],
  ['LHW', 'LHW', ['兰州', '蘭州', 'Lanzhou'], ['中川国际机场', '中川國際機場', 'Zhongchuan International Airport'], 'lan zhou', 'CN', CN],
  ['KWE', 'KWE', ['贵阳', '貴陽', 'Guiyang'], ['龙洞堡国际机场', '龍洞堡國際機場', 'Longdongbao International Airport'], 'gui yang', 'CN', CN],
  ['NNG', 'NNG', ['南宁', '南寧', 'Nanning'], ['吴圩国际机场', '吳圩國際機場', 'Wuxu International Airport'], 'nan ning', 'CN', CN],
  ['HAK', 'HAK', ['海口', '海口', 'Haikou'], ['美兰国际机场', '美蘭國際機場', 'Meilan International Airport'], 'hai kou', 'CN', CN],
  ['TSN', 'TSN', ['天津', '天津', 'Tianjin'], ['滨海国际机场', '濱海國際機場', 'Binhai International Airport'], 'tian jin', 'CN', CN],
  ['FOC', 'FOC', ['福州', '福州', 'Fuzhou'], ['长乐国际机场', '長樂國際機場', 'Changle International Airport'], 'fu zhou', 'CN', CN],
  ['HDG', 'HDG', ['邯郸', '邯鄲', 'Handan'], ['邯郸机场', '邯鄲機場', 'Handan Airport'], 'han dan', 'CN', CN],
  ['BPE', 'BPE', ['秦皇岛', '秦皇島', 'Qinhuangdao'], ['北戴河国际机场', '北戴河國際機場', 'Beidaihe International Airport'], 'qin huang dao', 'CN', CN],
  ['HKG', 'HKG', ['香港', '香港', 'Hong Kong'], ['香港国际机场', '香港國際機場', 'Hong Kong International Airport'], 'xiang gang', 'HK', 'Asia/Hong_Kong', true],
  ['MFM', 'MFM', ['澳门', '澳門', 'Macao'], ['澳门国际机场', '澳門國際機場', 'Macau International Airport'], 'ao men', 'MO', 'Asia/Macau'],
  ['TPE', 'TPE', ['台北', '台北', 'Taipei'], ['桃园国际机场', '桃園國際機場', 'Taoyuan International Airport'], 'tai bei', 'TW', 'Asia/Taipei'],
  ['BKK', 'BKK', ['曼谷', '曼谷', 'Bangkok'], ['素万那普国际机场', '蘇凡納布國際機場', 'Suvarnabhumi Airport'], 'man gu', 'TH', 'Asia/Bangkok', true],
  ['KIX', 'OSA', ['大阪', '大阪', 'Osaka'], ['关西国际机场', '關西國際機場', 'Kansai International Airport'], 'da ban', 'JP', 'Asia/Tokyo', true],
  ['NRT', 'TYO', ['东京', '東京', 'Tokyo'], ['成田国际机场', '成田國際機場', 'Narita International Airport'], 'dong jing', 'JP', 'Asia/Tokyo'],
  ['ICN', 'SEL', ['首尔', '首爾', 'Seoul'], ['仁川国际机场', '仁川國際機場', 'Incheon International Airport'], 'shou er', 'KR', 'Asia/Seoul', true],
  ['SIN', 'SIN', ['新加坡', '新加坡', 'Singapore'], ['樟宜机场', '樟宜機場', 'Changi Airport'], 'xin jia po', 'SG', 'Asia/Singapore'],
];

const REGIONAL_COUNTRIES = new Set(['HK', 'MO', 'TW']);

export async function seedAirports(db: Db): Promise<void> {
  await db.insert(airports).values(
    AIRPORTS.map(([code, cityCode, city, airport, syllables, countryCode, timezone, hot], index) => ({
      code,
      cityCode,
      cityName: { zhCn: city[0], zhTw: city[1], en: city[2] },
      airportName: { zhCn: airport[0], zhTw: airport[1], en: airport[2] },
      pinyin: syllables.replaceAll(' ', ''),
      initials: syllables
        .split(' ')
        .map((syllable) => syllable[0])
        .join(''),
      countryCode,
      domestic: countryCode === 'CN',
      regional: REGIONAL_COUNTRIES.has(countryCode),
      timezone,
      hot: hot ?? false,
      sortOrder: index + 1,
      latitude: AIRPORT_COORDINATES[code]![0],
      longitude: AIRPORT_COORDINATES[code]![1],
    })),
  );
}
