import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DoubleAnswer = 'ok' | 'quota' | 'badTemplate' | 'silence';

export interface ReceivedSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

/**
 * A local stand-in for Alibaba Cloud's SMS API (dysmsapi 2017-05-25, SendSms): it checks the request as the
 * service would (action, version, the ACS3-HMAC-SHA256 signature over the canonical request with the
 * access key's secret) and answers as the service does: {Code: 'OK', BizId} for a sent message, HTTP 200
 * with an isv.* Code for a business refusal, HTTP 400 SignatureDoesNotMatch for a bad signature, or nothing.
 */
export async function startAliyunSmsDouble(key: { id: string; secret: string }) {
  const received: ReceivedSms[] = [];
  let answer: DoubleAnswer = 'ok';
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (answer === 'silence') return; // held open: the caller's timeout must end it
      const reply = (status: number, body: Record<string, string>) =>
        response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
      const requestId = `double-${received.length}`;
      if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25')
        return reply(400, { Code: 'InvalidAction.NotFound', Message: 'unknown action', RequestId: requestId });
      if (!signedWith(request, key))
        return reply(400, { Code: 'SignatureDoesNotMatch', Message: 'signature mismatch', RequestId: requestId });
      const query = new URL(request.url ?? '/', 'http://double').searchParams;
      if (answer === 'quota')
        return reply(200, {
          Code: 'isv.BUSINESS_LIMIT_CONTROL',
          Message: '触发天级流控Permits:10',
          RequestId: requestId,
        });
      if (answer === 'badTemplate')
        return reply(200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法', RequestId: requestId });
      received.push({
        phoneNumbers: query.get('PhoneNumbers') ?? '',
        signName: query.get('SignName') ?? '',
        templateCode: query.get('TemplateCode') ?? '',
        templateParam: JSON.parse(query.get('TemplateParam') ?? '{}') as Record<string, string>,
      });
      return reply(200, { Code: 'OK', Message: 'OK', BizId: `${received.length}^0`, RequestId: requestId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(next: DoubleAnswer) {
      answer = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** ACS3-HMAC-SHA256 (Alibaba Cloud's V3 signature) recomputed from what arrived. */
function signedWith(request: IncomingMessage, key: { id: string; secret: string }): boolean {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match || match[1] !== key.id) return false;
  const url = new URL(request.url ?? '/', 'http://double');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signedHeaders = match[2]!.split(';');
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    match[2],
    request.headers['x-acs-content-sha256'] ?? createHash('sha256').update('').digest('hex'),
  ].join('\n');
  const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
  return createHmac('sha256', key.secret).update(toSign).digest('hex') === match[3];
}
