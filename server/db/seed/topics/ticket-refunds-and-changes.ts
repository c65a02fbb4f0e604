import { list, p, table, topic } from './topic-builder';

/** Category C12: refunds and changes. */
export const REFUND_AND_CHANGE_TOPICS = [
  topic('T1201', 'C12', '2025-03-25', {
    zhCn: [
      '自愿退票规定',
      [
        p('旅客自愿退票，按所购舱位的退票费率收取手续费：'),
        table(
          ['舱位', '航班起飞前', '航班起飞后'],
          ['Y / J', '票面价5%', '票面价10%'],
          ['B / C', '票面价10%', '票面价20%'],
          ['M / D', '票面价20%', '票面价30%'],
          ['H', '票面价25%', '票面价40%'],
          ['K', '票面价35%', '票面价50%'],
          ['L', '票面价50%', '不得退票'],
        ),
        p('民航发展基金与燃油附加费未使用的部分全额退还。'),
      ],
    ],
    zhTw: [
      '自願退票規定',
      [
        p('旅客自願退票，依所購艙位的退票費率收取手續費：'),
        table(
          ['艙位', '航班起飛前', '航班起飛後'],
          ['Y / J', '票面價5%', '票面價10%'],
          ['B / C', '票面價10%', '票面價20%'],
          ['M / D', '票面價20%', '票面價30%'],
          ['H', '票面價25%', '票面價40%'],
          ['K', '票面價35%', '票面價50%'],
          ['L', '票面價50%', '不得退票'],
        ),
        p('民航發展基金與燃油附加費未使用的部分全額退還。'),
      ],
    ],
    en: [
      'Voluntary refunds',
      [
        p('Voluntary refunds are charged by fare class:'),
        table(
          ['Fare class', 'Before departure', 'After departure'],
          ['Y / J', '5% of fare', '10% of fare'],
          ['B / C', '10% of fare', '20% of fare'],
          ['M / D', '20% of fare', '30% of fare'],
          ['H', '25% of fare', '40% of fare'],
          ['K', '35% of fare', '50% of fare'],
          ['L', '50% of fare', 'Non-refundable'],
        ),
        p('Unused development fund and fuel surcharge are refunded in full.'),
      ],
    ],
  }),
  topic('T1202', 'C12', '2025-03-25', {
    zhCn: [
      '自愿变更规定',
      [
        p(
          '航班起飞前可变更航班日期或航班，同舱位变更收取变更费（Y/J舱免费），升舱须补齐差价。每张客票限免费变更一次的舱位以使用条件为准。',
        ),
      ],
    ],
    zhTw: [
      '自願變更規定',
      [
        p(
          '航班起飛前可變更航班日期或航班，同艙位變更收取變更費（Y/J艙免費），升艙須補齊差價。每張機票限免費變更一次的艙位以使用條件為準。',
        ),
      ],
    ],
    en: [
      'Voluntary changes',
      [
        p(
          'Before departure you may change the date or flight. Changes in the same class carry a change fee (free for Y and J); upgrades pay the fare difference. Which fares include one free change is stated in their conditions.',
        ),
      ],
    ],
  }),
  topic('T1203', 'C12', '2024-12-02', {
    zhCn: [
      '非自愿退票与变更',
      [
        p('因航班取消、提前、延误、航程改变或不能提供原订座位等原因，旅客要求退票或变更的，免收手续费。'),
        list('退票：全额退还未使用航段票款及税费；', '变更：可免费改签河北航空后续有可利用座位的航班。'),
      ],
    ],
    zhTw: [
      '非自願退票與變更',
      [
        p('因航班取消、提前、延誤、航程改變或不能提供原訂座位等原因，旅客要求退票或變更的，免收手續費。'),
        list('退票：全額退還未使用航段票款及稅費；', '變更：可免費改搭河北航空後續有可用座位的航班。'),
      ],
    ],
    en: [
      'Involuntary refunds and changes',
      [
        p(
          'When a flight is cancelled, brought forward, delayed or rerouted, or your booked seat cannot be provided, refunds and changes are free.',
        ),
        list(
          'Refund: the unused fare and taxes in full;',
          'change: free rebooking on a later Hebei Airlines flight with seats available.',
        ),
      ],
    ],
  }),
];
