import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe("the server's messages", () => {
  it('write money the way the pages do (src/i18n/format.ts)', () => {
    expect(translate('en', 'checkinServer.refusals.seatChargeable', { seat: '12A', price: 100 })).toContain('(¥100)');
    expect(translate('zhCn', 'checkinServer.refusals.seatChargeable', { seat: '12A', price: 100 })).toContain(
      '（¥100）',
    );
  });
});
