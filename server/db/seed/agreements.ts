import type { ContentBlock } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../client';
import { agreements } from '../schema/content';
import { MEMBER_BENEFITS, MEMBER_CARD } from './member-content';
import { h, list, p } from './topics/topic-builder';

type Versions = Record<Locale, [string, ContentBlock[]]>;

const BOOKING: Versions = {
  zhCn: [
    '河北航空网站购票协议',
    [
      p(
        '欢迎使用河北航空官方网站购票。您点击“同意”并提交订单，即表示您已阅读并同意本协议及《旅客国内/国际运输总条件》。',
      ),
      h('一、旅客信息'),
      list(
        '请按乘机时所持有效身份证件如实填写姓名与证件号码，信息错误可能导致无法乘机。',
        '联系人手机与电子邮箱用于接收出票、航班变动通知，请确保准确。',
        '儿童（2至12周岁）与婴儿（14天至2周岁）须由成人陪同并按规定购票。',
      ),
      h('二、支付与出票'),
      p(
        '订单须在页面提示的支付时限内完成支付，逾期未支付的订单将自动取消，所占座位释放。支付成功后系统出具电子客票，以客票信息为准。',
      ),
      h('三、退票与变更'),
      p(
        '退票、变更按所购舱位的客票使用条件办理，手续费以购票时页面展示为准。因航班延误、取消等非自愿原因的退改，按相关规定免收手续费。',
      ),
    ],
  ],
  zhTw: [
    '河北航空網站購票協議',
    [
      p(
        '歡迎使用河北航空官方網站購票。您點擊「同意」並提交訂單，即表示您已閱讀並同意本協議及《旅客國內/國際運輸總條件》。',
      ),
      h('一、旅客資訊'),
      list(
        '請依搭機時所持有效身分證件如實填寫姓名與證件號碼，資訊錯誤可能導致無法搭機。',
        '聯絡人手機與電子郵件用於接收開票、航班異動通知，請確保正確。',
        '兒童（2至12週歲）與嬰兒（14天至2週歲）須由成人陪同並依規定購票。',
      ),
      h('二、付款與開票'),
      p(
        '訂單須在頁面提示的付款時限內完成付款，逾期未付款的訂單將自動取消，所佔座位釋出。付款成功後系統開立電子機票，以機票資訊為準。',
      ),
      h('三、退票與變更'),
      p(
        '退票、變更依所購艙位的機票使用條件辦理，手續費以購票時頁面顯示為準。因航班延誤、取消等非自願原因的退改，依相關規定免收手續費。',
      ),
    ],
  ],
  en: [
    'Hebei Airlines online booking agreement',
    [
      p(
        'Welcome to booking on the official Hebei Airlines website. By clicking "Agree" and submitting an order you confirm that you have read and accept this agreement and the General Conditions of Carriage.',
      ),
      h('1. Passenger details'),
      list(
        'Enter names and document numbers exactly as on the valid ID you will travel with; wrong details may stop you from boarding.',
        'The contact mobile and e-mail receive ticketing and schedule-change notices: make sure they are correct.',
        'Children (2 to 12 years) and infants (14 days to 2 years) must travel with an adult and hold the matching ticket.',
      ),
      h('2. Payment and ticketing'),
      p(
        'Pay within the time shown on the page; unpaid orders are cancelled automatically and their seats released. After payment an e-ticket is issued, and the ticket record is authoritative.',
      ),
      h('3. Refunds and changes'),
      p(
        'Refunds and changes follow the conditions of the fare you bought; fees are as shown when booking. Involuntary refunds and changes caused by delays or cancellations are free of charge.',
      ),
    ],
  ],
};

const PRIVACY: Versions = {
  zhCn: [
    '隐私政策',
    [
      p('河北航空重视您的个人信息保护，依据《中华人民共和国个人信息保护法》处理您的个人信息。'),
      h('我们收集的信息'),
      list(
        '购票与乘机所必需的姓名、证件、联系方式；',
        '会员服务所需的账户与积分信息；',
        '为保障账户与交易安全所需的设备信息。',
      ),
      h('我们如何使用与保护'),
      p(
        '上述信息仅用于提供航空运输及相关服务、履行法定义务。我们采用加密传输与存储、访问控制等措施保护您的信息，不会向无关第三方出售。您可以在会员中心查询、更正您的信息，或联系客服热线0311-96699。',
      ),
    ],
  ],
  zhTw: [
    '隱私權政策',
    [
      p('河北航空重視您的個人資料保護，依據《中華人民共和國個人信息保護法》處理您的個人資料。'),
      h('我們蒐集的資料'),
      list(
        '購票與搭機所必需的姓名、證件、聯絡方式；',
        '會員服務所需的帳戶與積分資料；',
        '為保障帳戶與交易安全所需的裝置資料。',
      ),
      h('我們如何使用與保護'),
      p(
        '上述資料僅用於提供航空運輸及相關服務、履行法定義務。我們採用加密傳輸與儲存、存取控管等措施保護您的資料，不會向無關第三方出售。您可以在會員中心查詢、更正您的資料，或聯絡客服專線0311-96699。',
      ),
    ],
  ],
  en: [
    'Privacy policy',
    [
      p(
        'Hebei Airlines protects your personal information and processes it under the Personal Information Protection Law of the PRC.',
      ),
      h('What we collect'),
      list(
        'Names, documents and contact details needed to book and fly;',
        'account and points data needed for membership services;',
        'device information needed to keep accounts and payments secure.',
      ),
      h('How we use and protect it'),
      p(
        'We use this information only to provide air transport and related services and to meet legal duties. It is encrypted in transit and at rest, access is controlled, and it is never sold to unrelated parties. You can view and correct it in the member centre or call 0311-96699.',
      ),
    ],
  ],
};

const MEMBERSHIP: Versions = {
  zhCn: [
    '常旅客会员章程',
    [
      p('会员计划面向年满2周岁的旅客开放，注册即成为普通卡会员，乘坐河北航空及合作航空公司航班可累积积分。'),
      list(
        '会员等级分为普通卡、银卡、金卡、白金卡、黑钻卡，按定级积分与航段数评定。',
        '积分可用于兑换机票、升舱及合作伙伴产品，兑换须完成实名认证。',
        '积分有效期为累积当月起36个月，过期自动清零。',
      ),
    ],
  ],
  zhTw: [
    '常旅客會員章程',
    [
      p('會員計畫開放予年滿2週歲的旅客，註冊即成為普通卡會員，搭乘河北航空及合作航空公司航班可累積積分。'),
      list(
        '會員等級分為普通卡、銀卡、金卡、白金卡、黑鑽卡，依定級積分與航段數評定。',
        '積分可用於兌換機票、升艙及合作夥伴產品，兌換須完成實名認證。',
        '積分有效期為累積當月起36個月，逾期自動歸零。',
      ),
    ],
  ],
  en: [
    'Frequent-flyer membership rules',
    [
      p(
        'Membership is open to passengers aged 2 and over. Registering makes you an Ordinary member; flights on Hebei Airlines and partner airlines earn points.',
      ),
      list(
        'Tiers are Ordinary, Silver, Gold, Platinum and Black diamond, set by qualifying points and segments.',
        'Points buy award tickets, upgrades and partner products; redeeming requires real-name verification.',
        'Points are valid for 36 months from the month they were earned.',
      ),
    ],
  ],
};

const DANGEROUS_GOODS: Versions = {
  zhCn: [
    '危险品运输须知',
    [
      p('为了飞行安全，以下物品禁止随身携带或托运：'),
      list(
        '爆炸物、烟花爆竹、压缩气体、易燃液体及固体；',
        '有毒、腐蚀性、放射性物品；',
        '额定能量超过160Wh的锂电池及充电宝。',
      ),
      p('充电宝与备用锂电池严禁托运，只能随身携带：100Wh以下可携带，100至160Wh须经航空公司批准且每人限两块。'),
    ],
  ],
  zhTw: [
    '危險品運輸須知',
    [
      p('為了飛航安全，以下物品禁止隨身攜帶或託運：'),
      list(
        '爆裂物、煙火鞭炮、壓縮氣體、易燃液體及固體；',
        '有毒、腐蝕性、放射性物品；',
        '額定能量超過160Wh的鋰電池及行動電源。',
      ),
      p('行動電源與備用鋰電池嚴禁託運，只能隨身攜帶：100Wh以下可攜帶，100至160Wh須經航空公司核准且每人限兩顆。'),
    ],
  ],
  en: [
    'Dangerous goods notice',
    [
      p('For flight safety the following may be neither carried on nor checked in:'),
      list(
        'explosives, fireworks, compressed gases, flammable liquids and solids;',
        'toxic, corrosive and radioactive materials;',
        'lithium batteries and power banks rated above 160 Wh.',
      ),
      p(
        "Power banks and spare lithium batteries may never be checked in, only carried on: up to 100 Wh freely, 100 to 160 Wh with the airline's approval and at most two per passenger.",
      ),
    ],
  ],
};

const AGREEMENTS: [type: string, version: string, versions: Versions][] = [
  ['booking', '2025.1', BOOKING],
  ['privacy', '2025.2', PRIVACY],
  ['membership', '2024.3', MEMBERSHIP],
  ['dangerousGoods', '2025.1', DANGEROUS_GOODS],
  ['memberBenefits', '2025.1', MEMBER_BENEFITS],
  ['memberCard', '2025.1', MEMBER_CARD],
];

export async function seedAgreements(db: Db): Promise<void> {
  await db.insert(agreements).values(
    AGREEMENTS.map(([type, version, versions]) => ({
      type,
      version,
      title: { zhCn: versions.zhCn[0], zhTw: versions.zhTw[0], en: versions.en[0] },
      content: { zhCn: versions.zhCn[1], zhTw: versions.zhTw[1], en: versions.en[1] },
    })),
  );
}
