import { list, p, table, topic } from './topic-builder';

export const TICKET_TOPICS = [
  topic('T1101', 'C11', '2025-03-12', {
    zhCn: [
      '网站购票流程',
      [
        p(
          '在首页选择出发地、目的地与日期查询航班，选择航班与舱位后填写乘机人及联系人信息，确认订单并在支付时限内完成支付即可出票。',
        ),
        list('支持微信、支付宝、银联、易宝及境外信用卡支付；', '出票后可在“我的订单”中查看电子客票号。'),
      ],
    ],
    zhTw: [
      '網站購票流程',
      [
        p(
          '在首頁選擇出發地、目的地與日期查詢航班，選擇航班與艙位後填寫乘機人及聯絡人資料，確認訂單並在付款時限內完成付款即可開票。',
        ),
        list('支援微信、支付寶、銀聯、易寶及境外信用卡付款；', '開票後可在「我的訂單」中查看電子機票號碼。'),
      ],
    ],
    en: [
      'How to book on our website',
      [
        p(
          'Search flights on the home page by origin, destination and date, choose a flight and fare, enter passenger and contact details, confirm and pay within the time limit to have your ticket issued.',
        ),
        list(
          'Pay by WeChat Pay, Alipay, UnionPay, YeePay or a foreign credit card;',
          'your e-ticket number appears under "My orders" once issued.',
        ),
      ],
    ],
  }),
  topic('T1102', 'C11', '2025-03-18', {
    zhCn: [
      '儿童及婴儿购票',
      [
        p('年满2周岁未满12周岁的旅客按儿童购票，年满14天未满2周岁的旅客按婴儿购票。'),
        table(
          ['旅客类型', '票价', '座位', '民航发展基金'],
          ['儿童', '成人全价的50%', '单独占座', '免收'],
          ['婴儿', '成人全价的10%', '不单独占座', '免收'],
        ),
        p('每名成人最多携带一名婴儿；无成人陪伴的儿童请申请无陪儿童服务。'),
      ],
    ],
    zhTw: [
      '兒童及嬰兒購票',
      [
        p('年滿2週歲未滿12週歲的旅客按兒童購票，年滿14天未滿2週歲的旅客按嬰兒購票。'),
        table(
          ['旅客類型', '票價', '座位', '民航發展基金'],
          ['兒童', '成人全價的50%', '單獨佔位', '免收'],
          ['嬰兒', '成人全價的10%', '不單獨佔位', '免收'],
        ),
        p('每名成人最多攜帶一名嬰兒；無成人陪伴的兒童請申請無陪兒童服務。'),
      ],
    ],
    en: [
      'Tickets for children and infants',
      [
        p('Passengers aged 2 to under 12 travel on child tickets; those aged 14 days to under 2 on infant tickets.'),
        table(
          ['Passenger', 'Fare', 'Seat', 'Development fund'],
          ['Child', '50% of the adult full fare', 'Own seat', 'Exempt'],
          ['Infant', '10% of the adult full fare', "On an adult's lap", 'Exempt'],
        ),
        p(
          'Each adult may travel with at most one infant; children travelling alone need the unaccompanied minor service.',
        ),
      ],
    ],
  }),
  topic('T1103', 'C11', '2024-11-05', {
    zhCn: [
      '客票有效期',
      [
        p(
          '客票自旅行开始之日起一年内运输有效；如客票全部未使用，则自填开客票之日起一年内有效。特价客票有效期以其使用条件为准。',
        ),
      ],
    ],
    zhTw: [
      '機票有效期',
      [
        p(
          '機票自旅行開始之日起一年內運輸有效；如機票全部未使用，則自開立機票之日起一年內有效。特價機票有效期以其使用條件為準。',
        ),
      ],
    ],
    en: [
      'Ticket validity',
      [
        p(
          'A ticket is valid for carriage for one year from the start of travel, or, if wholly unused, for one year from its date of issue. Special fares may set shorter validity in their conditions.',
        ),
      ],
    ],
  }),
  topic('T1104', 'C11', '2025-01-20', {
    zhCn: [
      '行程单与发票',
      [
        p(
          '国内客票自2025年起全面使用电子发票（航空运输电子客票行程单），可在航班起飞后于“我的订单”中申请开具，开具期限为航班起飞后180天内。',
        ),
      ],
    ],
    zhTw: [
      '行程單與發票',
      [
        p(
          '國內機票自2025年起全面使用電子發票（航空運輸電子客票行程單），可在航班起飛後於「我的訂單」中申請開立，開立期限為航班起飛後180天內。',
        ),
      ],
    ],
    en: [
      'Itinerary receipts and invoices',
      [
        p(
          'Since 2025 domestic tickets come with an electronic invoice (the e-ticket itinerary receipt). Request it under "My orders" after the flight has departed, within 180 days.',
        ),
      ],
    ],
  }),
  topic('T1105', 'C11', '2025-02-08', {
    zhCn: [
      '电子客票验真',
      [
        p(
          '您可在“服务”中的客票验真页面输入13位客票号与旅客姓名，核验客票真伪与使用状态，谨防通过非官方渠道购得的虚假客票。',
        ),
      ],
    ],
    zhTw: [
      '電子機票驗證',
      [
        p(
          '您可在「服務」中的機票驗證頁面輸入13位機票號碼與旅客姓名，核驗機票真偽與使用狀態，謹防透過非官方通路購得的偽造機票。',
        ),
      ],
    ],
    en: [
      'Verifying an e-ticket',
      [
        p(
          'On the ticket verification page under Services, enter the 13-digit ticket number and the passenger name to check that a ticket is genuine and see its status. Beware of fake tickets sold through unofficial channels.',
        ),
      ],
    ],
  }),
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
