/**
 * The reply envelope without any schema: the SPA's request client imports this on its first load,
 * so it must not pull zod in (contract/envelope.ts keeps the schemas the server validates with).
 */

/** Risk-control codes of spec 4. */
export const ADS_CODES = ['001', '002', '003', '004', '005', '1401', '1404', '1408', '1500'] as const;
export type AdsCode = (typeof ADS_CODES)[number];

export const SUCCESS_RESULT_CODE = '0';
export const SUCCESS_CODE = 'success';
export const REJECTED_RCODE = 'RR0001';

/**
 * One reply shape covers both transports: form calls answer resultCode/resultMsg,
 * JSON calls answer code/message. Risk replies carry adsCode and adsData instead.
 */
export interface ApiReply<T = unknown> {
  resultCode?: string;
  resultMsg?: string;
  code?: string;
  message?: string;
  data?: T;
  adsCode?: AdsCode;
  adsData?: unknown;
  rCode?: string;
  rMessage?: string;
}

export function isSuccessReply(reply: ApiReply): boolean {
  return reply.resultCode === SUCCESS_RESULT_CODE || reply.code === SUCCESS_CODE;
}

/** The form field `json` of spec 7, as the client builds it (contract/envelope.ts validates it on the server). */
export interface CommonPara {
  channel: 'web';
  version: string;
  deviceCode: string;
  userCode: string;
  jwtToken: string;
}
export interface FormEnvelope {
  in_json: unknown;
  common_para: CommonPara;
}
