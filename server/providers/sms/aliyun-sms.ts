import DysmsapiExports, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import * as $dara from '@darabonba/typescript';
import type { Config } from '../../config';
import { maskedMobile, SmsNotSentError, type SmsProvider } from '../sms-outbox';

// A CommonJS package with `exports.default`: Node's ESM loader hands over the whole exports object.
const Dysmsapi = (DysmsapiExports as unknown as { default?: typeof DysmsapiExports }).default ?? DysmsapiExports;

type AliyunSmsConfig = Pick<
  Config,
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_ENDPOINT'
  | 'ALIYUN_SMS_TIMEOUT_MS'
>;

/**
 * Alibaba Cloud SMS (dysmsapi, SendSms) through its own SDK. A check code goes out in the approved
 * template (ALIYUN_SMS_TEMPLATE_CODE, variable `code`) under the sign name; other texts (the login-failure
 * notice) have no template of their own here and are refused. A refusal (quota, template, sign name,
 * number) or a timeout becomes SmsNotSentError, which callers turn into the traveller's "not sent" message;
 * the log gets the provider's code and request id, never the code itself.
 */
export function aliyunSmsProvider(config: AliyunSmsConfig): SmsProvider {
  const { protocol, host } = endpointOf(config.ALIYUN_SMS_ENDPOINT);
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
      endpoint: host,
      protocol,
    }),
  );
  // One try within the bound: a retry after a timeout could deliver the same code twice.
  const runtime = new $dara.RuntimeOptions({
    autoretry: false,
    maxAttempts: 1,
    connectTimeout: config.ALIYUN_SMS_TIMEOUT_MS,
    readTimeout: config.ALIYUN_SMS_TIMEOUT_MS,
  });
  return {
    async send(message, log) {
      const to = maskedMobile(message.mobile);
      if (message.code === null) {
        log.warn({ sms: { to } }, 'SMS not sent: only check codes have an Alibaba Cloud template');
        throw new SmsNotSentError('no template');
      }
      const request = new SendSmsRequest({
        phoneNumbers: message.mobile,
        signName: config.ALIYUN_SMS_SIGN_NAME,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
        templateParam: JSON.stringify({ code: message.code }),
      });
      let body: { code?: string; message?: string; bizId?: string; requestId?: string } | undefined;
      try {
        body = (await client.sendSmsWithOptions(request, runtime)).body;
      } catch (error) {
        const reason = providerReason(error);
        log.error({ sms: { to, provider: 'aliyun', ...reason } }, 'SMS not sent: Alibaba Cloud SMS failed');
        throw new SmsNotSentError(reason.code);
      }
      if (body?.code !== 'OK') {
        const refusal = { code: body?.code, message: body?.message, requestId: body?.requestId };
        log.error({ sms: { to, provider: 'aliyun', ...refusal } }, 'SMS not sent: Alibaba Cloud SMS refused it');
        throw new SmsNotSentError(body?.code ?? 'no code');
      }
      log.info({ sms: { to, provider: 'aliyun', bizId: body.bizId } }, 'SMS sent');
    },
  };
}

/** `dysmsapi.aliyuncs.com` (HTTPS) or a full URL such as `http://127.0.0.1:9000` (a local double). */
function endpointOf(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  if (!/^https?:\/\//.test(endpoint)) return { protocol: 'https', host: endpoint };
  const url = new URL(endpoint);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

function providerReason(error: unknown): { code: string; message: string } {
  const failure = error as { code?: unknown; message?: unknown; data?: { RequestId?: unknown } };
  return {
    code: typeof failure.code === 'string' ? failure.code : 'unknown',
    message: typeof failure.message === 'string' ? failure.message.slice(0, 300) : String(error),
  };
}
