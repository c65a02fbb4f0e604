import { p, topic } from './topic-builder';

/** A FAQ entry is a question and its answer in one paragraph. */
function faq(
  id: string,
  categoryId: string,
  createdOn: string,
  zhCn: [string, string],
  zhTw: [string, string],
  en: [string, string],
) {
  return topic(id, categoryId, createdOn, {
    zhCn: [zhCn[0], [p(zhCn[1])]],
    zhTw: [zhTw[0], [p(zhTw[1])]],
    en: [en[0], [p(en[1])]],
  });
}

export const FAQ_TOPICS = [
  faq(
    'F6101',
    'C61',
    '2025-05-12',
    ['如何查询我的订单？', '登录后进入“会员中心—我的订单”即可查看；未登录购票的可通过客票验真或致电0311-96699查询。'],
    ['如何查詢我的訂單？', '登入後進入「會員中心—我的訂單」即可查看；未登入購票者可透過機票驗證或致電0311-96699查詢。'],
    [
      'How do I find my order?',
      'Log in and open "Member centre – My orders". If you booked without logging in, use ticket verification or call 0311-96699.',
    ],
  ),
  faq(
    'F6102',
    'C61',
    '2025-05-12',
    [
      '支付失败怎么办？',
      '请确认银行卡余额与支付限额后在支付时限内重新支付；如已扣款但订单未出票，款项将在1至7个工作日内原路退回。',
    ],
    [
      '付款失敗怎麼辦？',
      '請確認銀行卡餘額與付款限額後於付款時限內重新付款；如已扣款但訂單未開票，款項將於1至7個工作天內原路退回。',
    ],
    [
      'My payment failed. What now?',
      'Check your balance and card limits and pay again within the time limit. If you were charged but no ticket was issued, the money returns to your account within 1 to 7 working days.',
    ],
  ),
  faq(
    'F6103',
    'C61',
    '2025-04-02',
    ['可以为他人购票吗？', '可以。填写乘机人信息时请使用乘机人本人的姓名与有效证件号码，并可将其保存为常用乘机人。'],
    ['可以幫他人購票嗎？', '可以。填寫乘機人資料時請使用乘機人本人的姓名與有效證件號碼，並可將其儲存為常用乘機人。'],
    [
      'Can I book for someone else?',
      "Yes. Enter the traveller's own name and valid document number, and save them as a frequent passenger if you like.",
    ],
  ),
  faq(
    'F6104',
    'C61',
    '2025-03-30',
    [
      '姓名填写错误如何修改？',
      '出票后姓名不能修改。如仅为个别字符错误，可在起飞前致电0311-96699申请更正；其余情况须退票后重新购票。',
    ],
    [
      '姓名填寫錯誤如何修改？',
      '開票後姓名不能修改。如僅為個別字元錯誤，可於起飛前致電0311-96699申請更正；其餘情況須退票後重新購票。',
    ],
    [
      'I misspelt a name. How do I fix it?',
      'Names cannot be changed once ticketed. A single wrong character can be corrected by calling 0311-96699 before departure; otherwise refund and book again.',
    ],
  ),
  faq(
    'F6105',
    'C61',
    '2024-12-18',
    ['儿童可以单独购票吗？', '12周岁以下儿童须与成人同行购票，单独乘机的5至12周岁儿童请申请无成人陪伴儿童服务。'],
    ['兒童可以單獨購票嗎？', '12週歲以下兒童須與成人同行購票，單獨搭機的5至12週歲兒童請申請無成人陪伴兒童服務。'],
    [
      'Can a child be booked alone?',
      'Children under 12 are booked with an adult. Children aged 5 to 12 flying alone need the unaccompanied minor service.',
    ],
  ),
  faq(
    'F6201',
    'C62',
    '2025-04-20',
    ['网上值机几点开放？', '国内航班起飞前{{checkInOpensHours}}小时开放，起飞前{{checkInClosesMinutes}}分钟截止。'],
    ['網路報到幾點開放？', '國內航班起飛前{{checkInOpensHours}}小時開放，起飛前{{checkInClosesMinutes}}分鐘截止。'],
    [
      'When does online check-in open?',
      'For domestic flights, {{checkInOpensHours}} hours before departure; it closes {{checkInClosesMinutes}} minutes before.',
    ],
  ),
  faq(
    'F6202',
    'C62',
    '2025-04-20',
    ['登机牌丢失怎么办？', '已网上值机的旅客可在官网或机场自助值机设备重新打印登机牌，也可凭有效证件到值机柜台补办。'],
    ['登機證遺失怎麼辦？', '已網路報到的旅客可於官網或機場自助報到機重新列印登機證，也可憑有效證件至報到櫃檯補辦。'],
    [
      'I lost my boarding pass.',
      'Reprint it on our website or at an airport kiosk if you checked in online, or get a new one at the check-in counter with your ID.',
    ],
  ),
  faq(
    'F6203',
    'C62',
    '2025-02-11',
    ['充电宝可以托运吗？', '不可以。充电宝及备用锂电池只能随身携带，且须有3C标识。'],
    ['行動電源可以託運嗎？', '不可以。行動電源及備用鋰電池只能隨身攜帶，且須有3C標誌。'],
    [
      'Can power banks go in checked baggage?',
      'No. Power banks and spare lithium batteries may only be carried on, and must bear the CCC mark.',
    ],
  ),
  faq(
    'F6204',
    'C62',
    '2025-02-11',
    ['可以提前购买额外行李额吗？', '可以。在官网“购买行李”中输入客票号即可提前购买，价格低于机场柜台。'],
    ['可以提前購買額外行李額度嗎？', '可以。在官網「購買行李」中輸入機票號碼即可提前購買，價格低於機場櫃檯。'],
    [
      'Can I buy extra baggage in advance?',
      'Yes. Enter your ticket number under "Buy baggage" on our website; it costs less than at the airport counter.',
    ],
  ),
  faq(
    'F6301',
    'C63',
    '2025-01-06',
    ['如何成为会员？', '在官网点击“注册”，使用手机号接收验证码即可注册；注册后完成实名认证即可累积与使用积分。'],
    ['如何成為會員？', '在官網點擊「註冊」，以手機號碼接收驗證碼即可註冊；註冊後完成實名認證即可累積與使用積分。'],
    [
      'How do I become a member?',
      'Click "Register" on our website and confirm your mobile number with the code we send. Complete real-name verification to earn and use points.',
    ],
  ),
  faq(
    'F6302',
    'C63',
    '2025-01-06',
    ['积分多久到账？', '乘机后积分一般在7个工作日内到账；未自动累积的可在“积分补登”中输入13位客票号申请补登。'],
    ['積分多久入帳？', '搭機後積分一般於7個工作天內入帳；未自動累積者可在「積分補登」中輸入13位機票號碼申請補登。'],
    [
      'When are points credited?',
      'Usually within 7 working days of the flight. If they are missing, claim them under "Retro credit" with your 13-digit ticket number.',
    ],
  ),
  faq(
    'F6303',
    'C63',
    '2024-11-27',
    [
      '为什么要实名认证？',
      '积分兑换与受让人管理涉及会员权益，须确认账户为本人所有，故须完成实名认证并绑定常旅客账户。',
    ],
    [
      '為什麼要實名認證？',
      '積分兌換與受讓人管理涉及會員權益，須確認帳戶為本人所有，故須完成實名認證並綁定常旅客帳戶。',
    ],
    [
      'Why is real-name verification needed?',
      'Redeeming points and managing assignees touch your member benefits, so we must confirm the account is yours: verify your real name and bind your club account.',
    ],
  ),
];
