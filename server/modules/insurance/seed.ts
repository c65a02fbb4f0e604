import type { Seeder } from '../../db/seed/seeder';
import { insuranceProducts } from '../../db/schema/insurance';

/** The two products offered while booking: flight accident cover and delay cover, priced per passenger per segment. */
export const seedInsuranceProducts: Seeder = async (db) => {
  await db.insert(insuranceProducts).values([
    {
      code: 'FAI-ACCIDENT',
      name: { zhCn: '航空意外险', zhTw: '航空意外險', en: 'Flight accident insurance' },
      summary: {
        zhCn: '乘机期间意外身故或伤残，最高赔付300万元',
        zhTw: '搭機期間意外身故或失能，最高理賠300萬元',
        en: 'Accidental death or disability while flying, up to CNY 3,000,000',
      },
      terms: {
        zhCn: '保险期间自被保险人进入客舱起至离开客舱止。意外身故或全残赔付保额全额，伤残按等级比例赔付。订单取消或全额退票时保费一并退还。',
        zhTw: '保險期間自被保險人進入客艙起至離開客艙止。意外身故或全殘理賠保額全額，失能依等級比例理賠。訂單取消或全額退票時保費一併退還。',
        en: 'Cover runs from boarding the aircraft until leaving it. Accidental death or total disability pays the full sum insured; other disabilities pay by grade. The premium is refunded when the order is cancelled or fully refunded.',
      },
      price: 30,
      sumInsured: 3_000_000,
      sortOrder: 1,
    },
    {
      code: 'FAI-DELAY',
      name: { zhCn: '航班延误险', zhTw: '航班延誤險', en: 'Flight delay insurance' },
      summary: {
        zhCn: '航班延误满2小时赔付200元，取消赔付400元',
        zhTw: '航班延誤滿2小時理賠200元，取消理賠400元',
        en: 'CNY 200 for a delay of 2 hours or more, CNY 400 if cancelled',
      },
      terms: {
        zhCn: '以航班实际起飞时间与计划起飞时间之差计算延误时长。延误满2小时赔付200元，航班取消赔付400元，每个航段最高赔付400元。',
        zhTw: '以航班實際起飛時間與預定起飛時間之差計算延誤時長。延誤滿2小時理賠200元，航班取消理賠400元，每個航段最高理賠400元。',
        en: 'The delay is the actual minus the scheduled departure time. A delay of 2 hours or more pays CNY 200, a cancellation CNY 400; at most CNY 400 per segment.',
      },
      price: 20,
      sumInsured: 400,
      sortOrder: 2,
    },
  ]);
};
