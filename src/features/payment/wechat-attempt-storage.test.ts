import { describe, expect, it } from 'vitest';
import { forgetWechatAttempt, recallWechatAttempt, rememberWechatAttempt } from './wechat-attempt-storage';

const attempt = (expiresAt: string) => ({
  payNo: 'PY1',
  qrCodeUrl: 'http://localhost/sandbox/pay/checkout?trade=SB1',
  expiresAt,
  amount: 1460,
});

describe('the remembered WeChat attempt', () => {
  it('comes back after a reload while its window is open, and not after', () => {
    rememberWechatAttempt(sessionStorage, 'HB1', attempt('2026-06-01T02:15:00Z'));
    expect(recallWechatAttempt(sessionStorage, 'HB1', Date.parse('2026-06-01T02:14:59Z'))?.payNo).toBe('PY1');
    expect(recallWechatAttempt(sessionStorage, 'HB1', Date.parse('2026-06-01T02:15:00Z'))).toBeUndefined();
    expect(recallWechatAttempt(sessionStorage, 'HB2', Date.parse('2026-06-01T02:00:00Z'))).toBeUndefined();
  });

  it('is gone once forgotten, and unreadable storage reads as none', () => {
    rememberWechatAttempt(sessionStorage, 'HB1', attempt('2026-06-01T02:15:00Z'));
    forgetWechatAttempt(sessionStorage, 'HB1');
    expect(recallWechatAttempt(sessionStorage, 'HB1', 0)).toBeUndefined();
    sessionStorage.setItem('payment.wechat.HB3', '{not json');
    expect(recallWechatAttempt(sessionStorage, 'HB3', 0)).toBeUndefined();
  });
});
