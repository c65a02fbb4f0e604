import { list, p, table, topic } from './topic-builder';

export const GROUND_TOPICS = [
  topic('T2101', 'C21', '2025-04-01', {
    zhCn: [
      '值机时间',
      [
        table(
          ['航线', '开始办理', '截止办理'],
          ['国内航班', '起飞前2小时', '起飞前45分钟'],
          ['国际及地区航班', '起飞前3小时', '起飞前60分钟'],
        ),
        p('石家庄正定国际机场T2航站楼国内值机柜台位于出发层B、C岛。请预留安检时间，登机口于起飞前15分钟关闭。'),
      ],
    ],
    zhTw: [
      '報到時間',
      [
        table(
          ['航線', '開始辦理', '截止辦理'],
          ['國內航班', '起飛前2小時', '起飛前45分鐘'],
          ['國際及地區航班', '起飛前3小時', '起飛前60分鐘'],
        ),
        p('石家莊正定國際機場T2航廈國內報到櫃檯位於出發層B、C島。請預留安檢時間，登機門於起飛前15分鐘關閉。'),
      ],
    ],
    en: [
      'Check-in times',
      [
        table(
          ['Flights', 'Opens', 'Closes'],
          ['Domestic', '2 hours before departure', '45 minutes before departure'],
          ['International and regional', '3 hours before departure', '60 minutes before departure'],
        ),
        p(
          'Domestic check-in at Shijiazhuang Zhengding Terminal 2 is at islands B and C on the departures level. Allow time for security; gates close 15 minutes before departure.',
        ),
      ],
    ],
  }),
  topic('T2102', 'C21', '2025-04-01', {
    zhCn: [
      '网上值机与选座',
      [
        p(
          '国内航班起飞前{{checkInOpensHours}}小时至{{checkInClosesMinutes}}分钟可在官网“值机选座”办理网上值机并选择座位，完成后可获取电子登机牌。',
        ),
        list(
          '携带婴儿、无陪儿童、需轮椅等特殊服务旅客请到柜台办理；',
          '紧急出口座位仅限年满15周岁、能协助应急撤离的旅客选择。',
        ),
      ],
    ],
    zhTw: [
      '網路報到與選位',
      [
        p(
          '國內航班起飛前{{checkInOpensHours}}小時至{{checkInClosesMinutes}}分鐘可在官網「報到選位」辦理網路報到並選擇座位，完成後可取得電子登機證。',
        ),
        list(
          '攜帶嬰兒、無陪兒童、需輪椅等特殊服務旅客請至櫃檯辦理；',
          '緊急出口座位僅限年滿15週歲、能協助緊急撤離的旅客選擇。',
        ),
      ],
    ],
    en: [
      'Online check-in and seats',
      [
        p(
          'For domestic flights, check in online under "Check-in and seats" from {{checkInOpensHours}} hours until {{checkInClosesMinutes}} minutes before departure, choose a seat and get an electronic boarding pass.',
        ),
        list(
          'Passengers with infants, unaccompanied minors or wheelchairs check in at the counter;',
          'exit-row seats are only for passengers aged 15 or over able to help in an evacuation.',
        ),
      ],
    ],
  }),
  topic('T2201', 'C22', '2025-02-15', {
    zhCn: [
      '免费行李额',
      [
        table(
          ['舱位', '国内航线', '国际及地区航线'],
          ['公务舱', '30公斤', '2件，每件不超过32公斤'],
          ['经济舱', '20公斤', '1件，不超过23公斤'],
          ['婴儿', '10公斤', '1件，不超过10公斤'],
        ),
        p('托运行李每件体积不超过40×60×100厘米。'),
      ],
    ],
    zhTw: [
      '免費行李額度',
      [
        table(
          ['艙位', '國內航線', '國際及地區航線'],
          ['商務艙', '30公斤', '2件，每件不超過32公斤'],
          ['經濟艙', '20公斤', '1件，不超過23公斤'],
          ['嬰兒', '10公斤', '1件，不超過10公斤'],
        ),
        p('託運行李每件體積不超過40×60×100公分。'),
      ],
    ],
    en: [
      'Free baggage allowance',
      [
        table(
          ['Cabin', 'Domestic', 'International and regional'],
          ['Business', '30 kg', '2 pieces of up to 32 kg each'],
          ['Economy', '20 kg', '1 piece of up to 23 kg'],
          ['Infant', '10 kg', '1 piece of up to 10 kg'],
        ),
        p('Each checked bag may measure at most 40 × 60 × 100 cm.'),
      ],
    ],
  }),
  topic('T2202', 'C22', '2025-02-15', {
    zhCn: [
      '逾重行李',
      [
        p(
          '超出免费行李额的部分按逾重行李收费。国内航线每公斤按经济舱全价票价的1.5%计收。通过官网“购买行李”提前购买可享优惠价格。',
        ),
      ],
    ],
    zhTw: [
      '超重行李',
      [
        p(
          '超出免費行李額度的部分按超重行李收費。國內航線每公斤按經濟艙全價票價的1.5%計收。透過官網「購買行李」提前購買可享優惠價格。',
        ),
      ],
    ],
    en: [
      'Excess baggage',
      [
        p(
          'Weight beyond the allowance is charged as excess baggage: on domestic routes 1.5% of the full economy fare per kg. Buying in advance under "Buy baggage" on our website costs less.',
        ),
      ],
    ],
  }),
  topic('T2203', 'C22', '2025-02-15', {
    zhCn: [
      '随身行李',
      [
        p(
          '每位旅客可随身携带一件物品，公务舱旅客可携带两件，每件重量不超过5公斤，体积不超过20×40×55厘米。液体须装于不超过100毫升的容器内。',
        ),
      ],
    ],
    zhTw: [
      '隨身行李',
      [
        p(
          '每位旅客可隨身攜帶一件物品，商務艙旅客可攜帶兩件，每件重量不超過5公斤，體積不超過20×40×55公分。液體須裝於不超過100毫升的容器內。',
        ),
      ],
    ],
    en: [
      'Cabin baggage',
      [
        p(
          'Each passenger may carry one item on board, business class two, each up to 5 kg and 20 × 40 × 55 cm. Liquids must be in containers of at most 100 ml.',
        ),
      ],
    ],
  }),
  topic('T2204', 'C22', '2024-10-09', {
    zhCn: [
      '行李延误、破损与遗失',
      [
        p('到达后如发现行李未到、破损或内物缺失，请在离开行李提取区前到机场行李查询柜台填写《行李运输事故记录》。'),
        list('延误行李找到后将免费送达；', '遗失或损坏按《旅客运输总条件》赔偿，国内航线每公斤最高赔偿100元。'),
      ],
    ],
    zhTw: [
      '行李延誤、破損與遺失',
      [
        p('抵達後如發現行李未到、破損或內容物短少，請於離開行李提領區前至機場行李查詢櫃檯填寫《行李運輸事故紀錄》。'),
        list('延誤行李尋獲後將免費送達；', '遺失或損壞依《旅客運輸總條件》賠償，國內航線每公斤最高賠償100元。'),
      ],
    ],
    en: [
      'Delayed, damaged or lost baggage',
      [
        p(
          'If a bag is missing, damaged or short of contents on arrival, report it at the airport baggage services desk before leaving the reclaim hall.',
        ),
        list(
          'Delayed bags are delivered to you free of charge once found;',
          'loss or damage is compensated under the Conditions of Carriage, on domestic routes up to CNY 100 per kg.',
        ),
      ],
    ],
  }),
  topic('T2205', 'C22', '2025-05-20', {
    zhCn: [
      '特殊行李运输',
      [
        p(
          '自行车、高尔夫球具、滑雪用具、乐器等特殊行李可计入免费行李额托运，超大超重部分另行收费。宠物运输须至少提前48小时向客服热线0311-96699申请。',
        ),
      ],
    ],
    zhTw: [
      '特殊行李運輸',
      [
        p(
          '自行車、高爾夫球具、滑雪用具、樂器等特殊行李可計入免費行李額度託運，超大超重部分另行收費。寵物運輸須至少提前48小時向客服專線0311-96699申請。',
        ),
      ],
    ],
    en: [
      'Special baggage',
      [
        p(
          'Bicycles, golf and ski equipment and musical instruments count towards the free allowance; oversize or overweight items pay extra. To carry a pet, apply at least 48 hours ahead on 0311-96699.',
        ),
      ],
    ],
  }),
  topic('T2206', 'C21', '2025-06-10', {
    zhCn: [
      '航班延误证明',
      [
        p(
          '航班发生延误或取消的，旅客可在官网“服务—延误证明”输入客票号与姓名在线申请，生成的电子证明可下载或发送至电子邮箱，具有与纸质证明同等效力。',
        ),
      ],
    ],
    zhTw: [
      '航班延誤證明',
      [
        p(
          '航班發生延誤或取消時，旅客可在官網「服務—延誤證明」輸入機票號碼與姓名線上申請，產生的電子證明可下載或寄送至電子郵件，與紙本證明具同等效力。',
        ),
      ],
    ],
    en: [
      'Delay certificates',
      [
        p(
          'If your flight was delayed or cancelled, apply online under "Services – Delay certificate" with your ticket number and name. The electronic certificate can be downloaded or e-mailed and is as valid as a paper one.',
        ),
      ],
    ],
  }),
];
