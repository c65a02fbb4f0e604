import { list, p, topic } from './topic-builder';

export const TRANSPORT_TOPICS = [
  topic('T5101', 'C51', '2024-08-01', {
    zhCn: [
      '旅客运输总条件',
      [
        p(
          '《河北航空旅客国内运输总条件》《旅客国际运输总条件》规定了客票、订座、值机、行李、退改及赔偿等事项，是您与河北航空之间运输合同的组成部分，可在本网站全文查阅。',
        ),
      ],
    ],
    zhTw: [
      '旅客運輸總條件',
      [
        p(
          '《河北航空旅客國內運輸總條件》《旅客國際運輸總條件》規定了機票、訂位、報到、行李、退改及賠償等事項，是您與河北航空之間運輸契約的一部分，可於本網站查閱全文。',
        ),
      ],
    ],
    en: [
      'Conditions of carriage',
      [
        p(
          'The Hebei Airlines General Conditions of Carriage for domestic and international passengers cover tickets, reservations, check-in, baggage, refunds, changes and compensation. They form part of your contract of carriage and are published in full on this website.',
        ),
      ],
    ],
  }),
  topic('T5102', 'C51', '2025-01-15', {
    zhCn: [
      '航班延误与取消服务',
      [
        p('航班延误或取消时，我们将通过短信及时通知，并按以下标准提供服务：'),
        list('延误2小时以上提供餐食或饮品；', '延误至夜间或取消的提供住宿；', '可免费改签或退票。'),
      ],
    ],
    zhTw: [
      '航班延誤與取消服務',
      [
        p('航班延誤或取消時，我們將透過簡訊即時通知，並依以下標準提供服務：'),
        list('延誤2小時以上提供餐點或飲品；', '延誤至夜間或取消者提供住宿；', '可免費改搭或退票。'),
      ],
    ],
    en: [
      'Delays and cancellations',
      [
        p('We tell you by text message as soon as a flight is delayed or cancelled, and we provide:'),
        list(
          'meals or drinks for delays over 2 hours;',
          'a hotel for overnight delays or cancellations;',
          'free rebooking or a refund.',
        ),
      ],
    ],
  }),
  topic('T5103', 'C51', '2025-06-28', {
    zhCn: [
      '充电宝携带规定',
      [
        p(
          '自2025年6月28日起，旅客须携带具有3C标识的充电宝乘机；标识不清、被召回型号的充电宝不得携带。飞行中禁止使用充电宝为设备充电。',
        ),
      ],
    ],
    zhTw: [
      '行動電源攜帶規定',
      [
        p(
          '自2025年6月28日起，旅客須攜帶具有3C標誌的行動電源搭機；標誌不清、遭召回型號的行動電源不得攜帶。飛行中禁止使用行動電源為裝置充電。',
        ),
      ],
    ],
    en: [
      'Power banks',
      [
        p(
          'From 28 June 2025 power banks must carry the CCC mark; unmarked or recalled models may not be taken on board. Power banks may not be used to charge devices during the flight.',
        ),
      ],
    ],
  }),
  topic('T5104', 'C51', '2024-07-22', {
    zhCn: [
      '正定机场交通',
      [
        list(
          '高铁：正定机场站位于T1航站楼旁，京广高铁部分车次停靠；',
          '机场巴士：往返石家庄市区，约50分钟；',
          '自驾：P1、P2停车场位于航站楼对面。',
        ),
      ],
    ],
    zhTw: [
      '正定機場交通',
      [
        list(
          '高鐵：正定機場站位於T1航廈旁，京廣高鐵部分車次停靠；',
          '機場巴士：往返石家莊市區，約50分鐘；',
          '自駕：P1、P2停車場位於航廈對面。',
        ),
      ],
    ],
    en: [
      'Getting to Zhengding airport',
      [
        list(
          'High-speed rail: Zhengding Airport station next to Terminal 1, served by some Beijing–Guangzhou trains;',
          'airport bus: to and from central Shijiazhuang in about 50 minutes;',
          'by car: car parks P1 and P2 face the terminals.',
        ),
      ],
    ],
  }),
];

export const NOTICES = [
  topic('N7101', 'C71', '2025-10-20', {
    zhCn: [
      '2025/26冬春航季航班计划调整公告',
      [
        p(
          '自2025年10月26日起执行冬春航季航班计划，石家庄至三亚、海口航班加密至每日两班，部分航班时刻调整，请以购票时显示为准。',
        ),
      ],
    ],
    zhTw: [
      '2025/26冬春航季航班計畫調整公告',
      [
        p(
          '自2025年10月26日起執行冬春航季航班計畫，石家莊至三亞、海口航班加密至每日兩班，部分航班時刻調整，請以購票時顯示為準。',
        ),
      ],
    ],
    en: [
      'Winter 2025/26 schedule changes',
      [
        p(
          'The winter schedule starts on 26 October 2025. Shijiazhuang to Sanya and Haikou rises to two flights a day and some times change; the times shown when you book apply.',
        ),
      ],
    ],
  }),
  topic('N7102', 'C71', '2025-09-01', {
    zhCn: [
      '关于防范机票退改签诈骗的提示',
      [
        p(
          '近期有不法分子冒充航空公司发送“航班取消、退改理赔”短信。河北航空不会要求您向个人账户转账，航班变动请以95开头短信及0311-96699客服热线核实。',
        ),
      ],
    ],
    zhTw: [
      '關於防範機票退改詐騙的提醒',
      [
        p(
          '近期有不法分子冒充航空公司傳送「航班取消、退改理賠」簡訊。河北航空不會要求您轉帳至個人帳戶，航班異動請以客服專線0311-96699核實。',
        ),
      ],
    ],
    en: [
      'Beware of refund scams',
      [
        p(
          'Fraudsters are sending texts about "cancelled flights" and "compensation". Hebei Airlines never asks you to transfer money to a personal account; check any schedule change on 0311-96699.',
        ),
      ],
    ],
  }),
  topic('N7103', 'C71', '2025-11-05', {
    zhCn: [
      '国内航线燃油附加费调整公告',
      [
        p(
          '根据国家有关规定，自2025年11月5日（出票日期）起，国内航线燃油附加费调整为800公里（含）以下航段每位旅客收取10元，800公里以上航段收取20元。',
        ),
      ],
    ],
    zhTw: [
      '國內航線燃油附加費調整公告',
      [
        p(
          '依國家相關規定，自2025年11月5日（開票日期）起，國內航線燃油附加費調整為800公里（含）以下航段每位旅客收取10元，800公里以上航段收取20元。',
        ),
      ],
    ],
    en: [
      'Domestic fuel surcharge adjustment',
      [
        p(
          'Under national rules, for tickets issued from 5 November 2025 the domestic fuel surcharge is CNY 10 per passenger on sectors up to 800 km and CNY 20 on longer sectors.',
        ),
      ],
    ],
  }),
];
