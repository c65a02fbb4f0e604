import * as z from 'zod';
import type { CommonPara, FormEnvelope } from './reply';
import { text } from './validators/text';

export { ADS_CODES, isSuccessReply, REJECTED_RCODE, SUCCESS_CODE, SUCCESS_RESULT_CODE } from './reply';
export type { AdsCode, ApiReply, CommonPara, FormEnvelope } from './reply';

/** common_para of spec 7: sent with every form-envelope call. */
export const commonParaSchema = z.object({
  channel: z.literal('web'),
  version: text(),
  deviceCode: text(),
  userCode: text(),
  jwtToken: text(),
}) satisfies z.ZodType<CommonPara>;

/** The parsed value of the form field `json`. */
export const formEnvelopeSchema = z.object({
  in_json: z.unknown(),
  common_para: commonParaSchema,
}) satisfies z.ZodType<FormEnvelope>;
