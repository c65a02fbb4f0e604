import type { Db } from '../client';
import { ads } from '../schema/content';

// Banner images carry no text, so one picture serves every language; the SPA lays the localized title over it.
const ADS = [
  {
    id: 'AD01',
    imagePath: '/ads/seasonal-fares.svg',
    link: '/queryFlight/priceDate',
    title: {
      zhCn: '石家庄出发 特价机票低至4.5折',
      zhTw: '石家莊出發 特價機票低至4.5折',
      en: 'Fares from Shijiazhuang at up to 55% off',
    },
    alt: {
      zhCn: '蓝天下飞行的河北航空客机',
      zhTw: '藍天下飛行的河北航空客機',
      en: 'A Hebei Airlines jet flying in a blue sky',
    },
  },
  {
    id: 'AD02',
    imagePath: '/ads/member-points.svg',
    link: '/member/aboutMember',
    title: {
      zhCn: '加入常旅客计划 乘机累积积分兑换机票',
      zhTw: '加入常旅客計畫 搭機累積積分兌換機票',
      en: 'Join our frequent-flyer club: earn points, fly free',
    },
    alt: { zhCn: '金色积分徽章与飞机', zhTw: '金色積分徽章與飛機', en: 'A golden points badge beside an aircraft' },
  },
  {
    id: 'AD03',
    imagePath: '/ads/online-check-in.svg',
    link: '/serve/checkIn',
    title: {
      zhCn: '网上值机 提前选好心仪座位',
      zhTw: '網路報到 提前選好心儀座位',
      en: 'Check in online and pick your seat early',
    },
    alt: { zhCn: '客舱座位图示意', zhTw: '客艙座位圖示意', en: 'A cabin seat map' },
  },
  {
    id: 'AD04',
    imagePath: '/ads/extra-baggage.svg',
    link: '/serve/luggage/buyLuggage',
    title: {
      zhCn: '提前购买逾重行李 比机场柜台更优惠',
      zhTw: '提前購買逾重行李 比機場櫃檯更優惠',
      en: 'Buy extra baggage online for less than at the airport',
    },
    alt: { zhCn: '行李箱与飞机', zhTw: '行李箱與飛機', en: 'A suitcase and an aircraft' },
  },
];

export async function seedAds(db: Db): Promise<void> {
  await db
    .insert(ads)
    .values(ADS.map((ad, index) => ({ ...ad, position: 'home', active: true, sortOrder: index + 1 })));
}
