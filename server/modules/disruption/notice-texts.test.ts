import { describe, expect, it } from 'vitest';
import type { DisruptedCoupon } from './disrupted-coupons';
import { noticeMail, noticeText } from './notice-texts';

const coupon = (overrides: Partial<DisruptedCoupon>): DisruptedCoupon =>
  ({
    orderNo: 'NS20261207001',
    locale: 'zhCn',
    passengerName: '李雷',
    email: 'li@example.com',
    flightNo: 'NS3101',
    flightDate: '2026-12-07',
    originCity: { zhCn: '石家庄', zhTw: '石家莊', en: 'Shijiazhuang' },
    destinationCity: { zhCn: '广州', zhTw: '廣州', en: 'Guangzhou' },
    kind: 'delayed',
    expectedDeparture: '2026-12-07 18:16',
    ...overrides,
  }) as DisruptedCoupon;

describe('the disruption notice a traveller is sent', () => {
  it('writes the flight’s day and the new time as the site writes them, in the traveller’s language', () => {
    expect(noticeText(coupon({}), 'https://www.example.com')).toContain('2026年12月7日乘坐的NS3101');
    expect(noticeText(coupon({}), 'https://www.example.com')).toContain('预计起飞时间2026年12月7日 18:16');
    const english = noticeMail(coupon({ locale: 'en', kind: 'canceled' }), 'https://www.example.com');
    expect(english.subject).toContain('Dec 7, 2026');
    expect(english.text).toContain('https://www.example.com/en/disruption?orderNo=NS20261207001');
    expect(english.text).not.toContain('2026-12-07');
  });

  it('says the new time is not known yet rather than leaving a gap', () => {
    expect(noticeText(coupon({ expectedDeparture: null }), 'https://www.example.com')).toContain('预计起飞时间待定');
  });
});
