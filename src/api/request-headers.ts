import { LOCALE_TAGS } from '../../contract/locales';
import { CHANNEL, CLIENT_VERSION, DEVICE_TYPE, REQUEST_HEADERS } from '../../contract/request-headers';
import type { ApiEffects } from './api-effects';
import { customerId, deviceCode, storedFingerprint } from './device-identity';

export interface HeaderInput {
  payload: unknown;
  /** Spec 9: starts at 1, one more for each automatic resend. */
  retryCount: number;
  /** The slider's result, on the resend it earned. */
  riskParam?: string;
  contentType: string;
}

/** The request's own userid, if its payload carries one (spec 7: userCode). */
export function userCodeOf(payload: unknown): string {
  const userid = (payload as { userid?: unknown } | null)?.userid;
  return typeof userid === 'string' || typeof userid === 'number' ? String(userid) : '';
}

/** Every spec-7 header, plus Accept-Language so the server answers in the user's language. */
export function buildRequestHeaders(effects: ApiEffects, input: HeaderInput): Record<string, string> {
  const session = effects.readSession();
  const { dfp, token } = storedFingerprint(effects);
  const headers: Record<string, string> = {
    [REQUEST_HEADERS.deviceCode]: deviceCode(effects),
    [REQUEST_HEADERS.jwtToken]: session?.jwtToken ?? '',
    [REQUEST_HEADERS.memberId]: session?.userid ?? '',
    [REQUEST_HEADERS.channel]: CHANNEL,
    [REQUEST_HEADERS.dfp]: dfp,
    [REQUEST_HEADERS.token]: token,
    [REQUEST_HEADERS.adsRiskParam]: input.riskParam ?? '',
    [REQUEST_HEADERS.customerId]: customerId(effects),
    [REQUEST_HEADERS.retryCount]: String(input.retryCount),
    [REQUEST_HEADERS.userCode]: userCodeOf(input.payload),
    [REQUEST_HEADERS.deviceType]: DEVICE_TYPE,
    [REQUEST_HEADERS.version]: CLIENT_VERSION,
    'Content-Type': input.contentType,
    'Accept-Language': LOCALE_TAGS[effects.locale()],
  };
  return headers;
}
