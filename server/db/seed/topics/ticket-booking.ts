import { list, p, table, topic } from './topic-builder';

/** Category C11, booking: how to buy a ticket. */
export const BOOKING_TOPICS = [
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
];
