import type { CheckCodePurpose } from '../../contract/calls/accounts';
import { RESEND_INFO_KEY } from '../session/session-storage';

/** When the last code may be asked for again; kept in local storage so a reload does not reset the wait. */
export interface ResendInfo {
  mobile: string;
  purpose: CheckCodePurpose;
  resendAt: number;
}

export function readResendInfo(storage: Storage): ResendInfo | null {
  try {
    const info = JSON.parse(storage.getItem(RESEND_INFO_KEY) ?? 'null') as ResendInfo | null;
    return info && typeof info.resendAt === 'number' ? info : null;
  } catch {
    return null;
  }
}

export function writeResendInfo(storage: Storage, info: ResendInfo): void {
  storage.setItem(RESEND_INFO_KEY, JSON.stringify(info));
}

/** Whole seconds left before the same mobile may ask for the same kind of code again. */
export function secondsUntilResend(
  info: ResendInfo | null,
  mobile: string,
  purpose: CheckCodePurpose,
  now: number,
): number {
  if (!info || info.mobile !== mobile || info.purpose !== purpose) return 0;
  return Math.max(0, Math.ceil((info.resendAt - now) / 1000));
}
