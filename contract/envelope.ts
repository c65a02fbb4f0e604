import * as z from 'zod';

/** common_para of spec 7: sent with every form-envelope call. */
export const commonParaSchema = z.object({
  channel: z.literal('web'),
  version: z.string(),
  deviceCode: z.string(),
  userCode: z.string(),
  jwtToken: z.string(),
});
export type CommonPara = z.infer<typeof commonParaSchema>;

/** The parsed value of the form field `json`. */
export const formEnvelopeSchema = z.object({
  in_json: z.unknown(),
  common_para: commonParaSchema,
});
export type FormEnvelope = z.infer<typeof formEnvelopeSchema>;

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
