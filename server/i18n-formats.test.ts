import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe("the server's messages", () => {
  it('write money the way the pages do (src/i18n/format.ts)', () => {
    expect(translate('en', 'checkinServer.refusals.seatChargeable', { seat: '12A', price: 100 })).toContain('(¥100)');
    expect(translate('zhCn', 'checkinServer.refusals.seatChargeable', { seat: '12A', price: 100 })).toContain(
      '（¥100）',
    );
  });

  it('write a day the way the pages do (contract/written-dates.ts)', () => {
    const refusal = 'change.errors.flight.notForSale';
    expect(translate('en', refusal, { flightNo: 'NS3101', flightDate: '2026-12-07' })).toContain('Dec 7, 2026');
    expect(translate('zhCn', refusal, { flightNo: 'NS3101', flightDate: '2026-12-07' })).toContain('2026年12月7日');
  });

  it('count the way the pages do: a counted message takes its language’s plural form', () => {
    const values = { origin: 'Shijiazhuang', destination: 'Guangzhou', date: 'Sun, Nov 29, 2026' };
    expect(translate('en', 'search.modify.summary', { ...values, count: 1 })).toBe(
      'Shijiazhuang → Guangzhou · Sun, Nov 29, 2026 · 1 traveller',
    );
    expect(translate('en', 'search.modify.summary', { ...values, count: 3 })).toMatch(/· 3 travellers$/);
    expect(translate('zhCn', 'search.modify.summary', { ...values, count: 2 })).toMatch(/· 2 人$/);
  });
});
