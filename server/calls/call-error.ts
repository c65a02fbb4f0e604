import type { AdsCode } from '../../contract/envelope';
import type { MessageParams } from '../i18n';

/** A refusal the user should read: `messageKey` is translated into the request's language. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
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
