import { list, p, topic } from './topic-builder';

export const PREMIUM_TOPICS = [
  topic('T3101', 'C31', '2025-01-08', {
    zhCn: [
      '公务舱专享服务',
      [
        list(
          '专属值机柜台与优先安检通道；',
          '免费行李额30公斤（国际2件）；',
          '优先登机与行李优先交付；',
          '机上精选餐食与宽敞座椅。',
        ),
      ],
    ],
    zhTw: [
      '商務艙專屬服務',
      [
        list(
          '專屬報到櫃檯與優先安檢通道；',
          '免費行李額度30公斤（國際2件）；',
          '優先登機與行李優先交付；',
          '機上精選餐點與寬敞座椅。',
        ),
      ],
    ],
    en: [
      'Business class privileges',
      [
        list(
          'Dedicated check-in counters and fast-track security;',
          '30 kg free baggage (2 pieces internationally);',
          'priority boarding and baggage delivery;',
          'selected meals and roomy seats on board.',
        ),
      ],
    ],
  }),
  topic('T3102', 'C31', '2025-01-08', {
    zhCn: [
      '贵宾休息室',
      [
        p(
          '公务舱旅客及金卡以上会员可使用石家庄正定国际机场T2航站楼二层的河北航空贵宾休息室，开放时间为首班航班前90分钟至末班航班起飞。休息室提供餐饮、淋浴、阅读与商务设施。',
        ),
      ],
    ],
    zhTw: [
      '貴賓室',
      [
        p(
          '商務艙旅客及金卡以上會員可使用石家莊正定國際機場T2航廈二樓的河北航空貴賓室，開放時間為首班航班前90分鐘至末班航班起飛。貴賓室提供餐飲、淋浴、閱讀與商務設施。',
        ),
      ],
    ],
    en: [
      'Lounges',
      [
        p(
          'Business class passengers and Gold members and above may use the Hebei Airlines lounge on level 2 of Shijiazhuang Zhengding Terminal 2, open from 90 minutes before the first flight until the last departure, with food, showers, reading and business facilities.',
        ),
      ],
    ],
  }),
  topic('T3103', 'C31', '2025-04-16', {
    zhCn: [
      '付费升舱',
      [p('持经济舱客票的旅客可在值机时或登机口申请付费升舱，价格以当日公布为准；会员也可使用积分兑换升舱。')],
    ],
    zhTw: [
      '付費升艙',
      [p('持經濟艙機票的旅客可在報到時或登機門申請付費升艙，價格以當日公告為準；會員也可使用積分兌換升艙。')],
    ],
    en: [
      'Paid upgrades',
      [
        p(
          'Economy passengers can buy an upgrade at check-in or at the gate at the price published that day; members can also upgrade with points.',
        ),
      ],
    ],
  }),
];

export const SPECIAL_TOPICS = [
  topic('T4101', 'C41', '2025-02-26', {
    zhCn: [
      '无成人陪伴儿童',
      [
        p(
          '年满5周岁未满12周岁、无成人陪伴单独乘机的儿童，须在航班起飞前72小时通过客服热线申请无陪儿童服务，并由送机人与接机人持有效证件在机场办理交接。',
        ),
      ],
    ],
    zhTw: [
      '無成人陪伴兒童',
      [
        p(
          '年滿5週歲未滿12週歲、無成人陪伴單獨搭機的兒童，須於航班起飛前72小時透過客服專線申請無陪兒童服務，並由送機人與接機人持有效證件在機場辦理交接。',
        ),
      ],
    ],
    en: [
      'Unaccompanied minors',
      [
        p(
          'Children aged 5 to under 12 flying alone need the unaccompanied minor service, booked by phone at least 72 hours before departure; the adults seeing them off and meeting them show valid ID at the airport.',
        ),
      ],
    ],
  }),
  topic('T4102', 'C41', '2025-02-26', {
    zhCn: [
      '孕妇乘机',
      [
        list(
          '怀孕不足32周的孕妇可正常乘机；',
          '怀孕32周至36周须提供乘机前72小时内开具的《诊断证明书》；',
          '怀孕超过36周或预产期在4周内的，不予承运。',
        ),
      ],
    ],
    zhTw: [
      '孕婦搭機',
      [
        list(
          '懷孕未滿32週的孕婦可正常搭機；',
          '懷孕32週至36週須提供搭機前72小時內開立的《診斷證明書》；',
          '懷孕超過36週或預產期在4週內者，恕不承運。',
        ),
      ],
    ],
    en: [
      'Expectant mothers',
      [
        list(
          'Under 32 weeks: fly as usual;',
          '32 to 36 weeks: bring a medical certificate issued within 72 hours before the flight;',
          'beyond 36 weeks or within 4 weeks of the due date: we cannot carry you.',
        ),
      ],
    ],
  }),
  topic('T4103', 'C41', '2025-03-03', {
    zhCn: [
      '轮椅服务',
      [
        p(
          '行动不便的旅客可免费申请机场轮椅或登机轮椅，请在购票后至少48小时前联系0311-96699。自带电动轮椅须说明电池类型与容量。',
        ),
      ],
    ],
    zhTw: [
      '輪椅服務',
      [
        p(
          '行動不便的旅客可免費申請機場輪椅或登機輪椅，請於購票後、起飛至少48小時前聯絡0311-96699。自備電動輪椅須說明電池類型與容量。',
        ),
      ],
    ],
    en: [
      'Wheelchair assistance',
      [
        p(
          'Passengers with reduced mobility can request an airport or boarding wheelchair free of charge at least 48 hours before the flight on 0311-96699. For your own powered wheelchair, tell us the battery type and capacity.',
        ),
      ],
    ],
  }),
  topic('T4104', 'C41', '2024-09-18', {
    zhCn: [
      '老年旅客',
      [p('年满70周岁的旅客可在值机柜台申请优先服务与引导；患有疾病的老年旅客建议乘机前咨询医生意见。')],
    ],
    zhTw: [
      '年長旅客',
      [p('年滿70週歲的旅客可在報到櫃檯申請優先服務與引導；患有疾病的年長旅客建議搭機前諮詢醫師意見。')],
    ],
    en: [
      'Senior passengers',
      [
        p(
          'Passengers aged 70 and over can ask at check-in for priority handling and an escort; seniors with medical conditions should consult a doctor before flying.',
        ),
      ],
    ],
  }),
  topic('T4105', 'C41', '2025-05-06', {
    zhCn: [
      '伤残军人及伤残人民警察',
      [
        p(
          '持《中华人民共和国残疾军人证》或《中华人民共和国伤残人民警察证》的旅客，可购买国内航线经济舱全价票价50%的优待票，购票时请选择对应证件类型。',
        ),
      ],
    ],
    zhTw: [
      '傷殘軍人及傷殘人民警察',
      [
        p(
          '持《中華人民共和國殘疾軍人證》或《中華人民共和國傷殘人民警察證》的旅客，可購買國內航線經濟艙全價票價50%的優待票，購票時請選擇對應證件類型。',
        ),
      ],
    ],
    en: [
      'Disabled military and police',
      [
        p(
          'Holders of a PRC Disabled Serviceman Certificate or Disabled Police Officer Certificate may buy concession tickets at 50% of the full domestic economy fare; choose the certificate type when booking.',
        ),
      ],
    ],
  }),
];
