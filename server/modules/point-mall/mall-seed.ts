import type { Seeder } from '../../db/seed/seeder';
import { mallProducts } from '../../db/schema/point-mall';

/** The mall's shelves: goods sent by courier and card codes; pictures drawn by scripts/draw-mall-pictures.ts. */
const PRODUCTS: (typeof mallProducts.$inferInsert)[] = [
  {
    code: 'LUGGAGE-TAG',
    kind: 'physical',
    name: { zhCn: '航空行李牌', zhTw: '航空行李牌', en: 'Airline luggage tag' },
    description: {
      zhCn: '真皮行李牌，印有航司标志，附姓名卡',
      zhTw: '真皮行李牌，印有航司標誌，附姓名卡',
      en: 'Leather luggage tag with the airline logo and a name card',
    },
    picture: '/mall/luggage-tag.webp',
    pointsPrice: 1_200,
    stock: 50,
    sortOrder: 1,
  },
  {
    code: 'A320-MODEL',
    kind: 'physical',
    name: { zhCn: 'A320 飞机模型 1:200', zhTw: 'A320 飛機模型 1:200', en: 'A320 aircraft model 1:200' },
    description: {
      zhCn: '合金机身，本航司涂装，含展示支架',
      zhTw: '合金機身，本航司塗裝，含展示支架',
      en: 'Die-cast body in our livery, with a display stand',
    },
    picture: '/mall/aircraft-model.webp',
    pointsPrice: 8_800,
    stock: 10,
    sortOrder: 2,
  },
  {
    code: 'TRAVEL-PILLOW',
    kind: 'physical',
    name: { zhCn: '记忆棉 U 形枕', zhTw: '記憶棉 U 形枕', en: 'Memory-foam travel pillow' },
    description: {
      zhCn: '慢回弹记忆棉，可拆洗枕套，长途旅行好伴侣',
      zhTw: '慢回彈記憶棉，可拆洗枕套，長途旅行好夥伴',
      en: 'Slow-rebound foam with a washable cover, for long trips',
    },
    picture: '/mall/travel-pillow.webp',
    pointsPrice: 2_500,
    stock: 30,
    sortOrder: 3,
  },
  {
    code: 'COFFEE-VOUCHER',
    kind: 'virtual',
    name: { zhCn: '机场咖啡券', zhTw: '機場咖啡券', en: 'Airport coffee voucher' },
    description: {
      zhCn: '石家庄正定机场咖啡厅任意中杯饮品一杯，凭卡密兑换',
      zhTw: '石家莊正定機場咖啡廳任意中杯飲品一杯，憑卡密兌換',
      en: 'One medium drink at the Shijiazhuang airport café, redeemed with the card code',
    },
    picture: '/mall/coffee-voucher.webp',
    pointsPrice: 1_000,
    stock: 200,
    sortOrder: 4,
  },
  {
    code: 'LOUNGE-PASS',
    kind: 'virtual',
    name: { zhCn: '贵宾休息室单次券', zhTw: '貴賓休息室單次券', en: 'Lounge single-visit pass' },
    description: {
      zhCn: '国内航班出发前可进入本航司贵宾休息室一次',
      zhTw: '國內航班出發前可進入本航司貴賓休息室一次',
      en: 'One visit to our lounge before a domestic flight',
    },
    picture: '/mall/lounge-pass.webp',
    pointsPrice: 3_000,
    stock: 20,
    sortOrder: 5,
  },
  {
    code: 'DATA-CARD',
    kind: 'virtual',
    name: { zhCn: '5GB 手机流量卡', zhTw: '5GB 手機流量卡', en: '5 GB mobile data card' },
    description: {
      zhCn: '全国通用流量，30 天有效，凭卡密充值',
      zhTw: '全國通用流量，30 天有效，憑卡密儲值',
      en: 'Nationwide data valid for 30 days, topped up with the card code',
    },
    picture: '/mall/data-card.webp',
    pointsPrice: 1_800,
    stock: 100,
    sortOrder: 6,
  },
];

export const seedMallProducts: Seeder = async (db) => {
  await db.insert(mallProducts).values(PRODUCTS);
};
