import type { AdsCode } from '../../contract/envelope';
import type { MessageParams } from '../i18n';

/** Spec-style code of the "busy" answer (load shed, or a database contention that outlasted its retries); the SPA shows its own message for it (src/api/client.ts). */
export const BUSY_CODE = '503';

/**
 * A refusal the user should read: `messageKey` is translated into the request's language. `data` travels
 * with the refusal when the client needs details to act on it (a fare that changed, the seats left).
 */
export class CallError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
    readonly data?: unknown,
  ) {
    super(messageKey);
  }
}

/** A risk-control answer (spec 4): the client's risk flow acts on adsCode. */
export class RiskError extends Error {
  constructor(
    readonly adsCode: AdsCode,
    readonly adsData: unknown,
  ) {
    super(`risk ${adsCode}`);
  }
}
