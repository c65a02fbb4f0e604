import type { ContentBlock } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import { h, list, p, table } from './topics/topic-builder';

type Versions = Record<Locale, [string, ContentBlock[]]>;

/** aboutMember/benefits: what each tier brings and what it takes to reach it (12 months of flying). */
export const MEMBER_BENEFITS: Versions = {
  zhCn: [
    '会员等级与权益',
    [
      p('会员等级按最近12个月的定级积分或定级航段评定，达到任一条件即可晋级。'),
      table(
        ['等级', '晋级条件（12个月）', '积分奖励', '专属权益'],
        ['普通卡', '注册即得', '基础积分', '积分累积与兑换'],
        ['银卡', '10,000 定级积分或 10 个航段', '+25%', '优先值机、额外10公斤行李'],
        ['金卡', '30,000 定级积分或 30 个航段', '+50%', '贵宾休息室、优先登机'],
        ['白金卡', '60,000 定级积分或 50 个航段', '+75%', '免费升舱券2张/年、专属客服'],
        ['黑钻卡', '100,000 定级积分或 80 个航段', '+100%', '随行伴侣金卡待遇、机场专车'],
      ),
      h('保级'),
      p('会员在有效期内再次达到本等级条件即可保级；未达到的，降至所达到的最高等级。'),
    ],
  ],
  zhTw: [
    '會員等級與權益',
    [
      p('會員等級依最近12個月的定級積分或定級航段評定，達到任一條件即可晉級。'),
      table(
        ['等級', '晉級條件（12個月）', '積分獎勵', '專屬權益'],
        ['普通卡', '註冊即得', '基礎積分', '積分累積與兌換'],
        ['銀卡', '10,000 定級積分或 10 個航段', '+25%', '優先報到、額外10公斤行李'],
        ['金卡', '30,000 定級積分或 30 個航段', '+50%', '貴賓休息室、優先登機'],
        ['白金卡', '60,000 定級積分或 50 個航段', '+75%', '免費升艙券2張/年、專屬客服'],
        ['黑鑽卡', '100,000 定級積分或 80 個航段', '+100%', '隨行伴侶金卡待遇、機場專車'],
      ),
      h('保級'),
      p('會員在有效期內再次達到本等級條件即可保級；未達到者，降至所達到的最高等級。'),
    ],
  ],
  en: [
    'Tiers and benefits',
    [
      p(
        'Your tier follows your qualifying points or segments over the last 12 months; reaching either threshold moves you up.',
      ),
      table(
        ['Tier', 'To reach (12 months)', 'Bonus points', 'Benefits'],
        ['Ordinary', 'On registering', 'Base points', 'Earn and redeem points'],
        ['Silver', '10,000 qualifying points or 10 segments', '+25%', 'Priority check-in, 10 kg extra baggage'],
        ['Gold', '30,000 qualifying points or 30 segments', '+50%', 'Lounge access, priority boarding'],
        [
          'Platinum',
          '60,000 qualifying points or 50 segments',
          '+75%',
          '2 upgrade vouchers a year, dedicated service line',
        ],
        [
          'Black diamond',
          '100,000 qualifying points or 80 segments',
          '+100%',
          'Gold benefits for a companion, airport car',
        ],
      ),
      h('Keeping your tier'),
      p(
        "Reach your tier's threshold again within its validity to keep it; otherwise you move to the highest tier you reached.",
      ),
    ],
  ],
};

/** aboutMember/card: the membership card and how to use it. */
export const MEMBER_CARD: Versions = {
  zhCn: [
    '会员卡',
    [
      p('俱乐部卡号即您的会员卡号，注册或绑定俱乐部后在会员首页显示，电子会员卡与实体卡效力相同。'),
      list(
        '购票时填写卡号或登录后购票，航班积分自动累积；',
        '值机、候机室及升舱时出示会员卡享受对应等级权益；',
        '卡号与实名证件绑定，仅限本人使用，积分可用于本人及受让人的积分客票。',
      ),
    ],
  ],
  zhTw: [
    '會員卡',
    [
      p('俱樂部卡號即您的會員卡號，註冊或綁定俱樂部後在會員首頁顯示，電子會員卡與實體卡效力相同。'),
      list(
        '購票時填寫卡號或登入後購票，航班積分自動累積；',
        '報到、候機室及升艙時出示會員卡享受對應等級權益；',
        '卡號與實名證件綁定，僅限本人使用，積分可用於本人及受讓人的積分機票。',
      ),
    ],
  ],
  en: [
    'Membership card',
    [
      p(
        'Your club card number is your membership card number. It shows on the member home page once you register or bind the club; the digital card counts the same as a plastic one.',
      ),
      list(
        'Give the number when booking, or book while logged in, and flights earn points automatically;',
        "show the card at check-in, lounges and upgrades for your tier's benefits;",
        'the number is tied to your verified document and is yours alone; points buy award tickets for you and your transferees.',
      ),
    ],
  ],
};
