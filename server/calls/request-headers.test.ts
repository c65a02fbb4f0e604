import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseRequestHeaders } from './request-headers';

const requestWith = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as FastifyRequest;

describe('the spec-7 request headers', () => {
  it('reads every header, whatever the case it was sent in (Node lowers it)', () => {
    const headers = parseRequestHeaders(
      requestWith({
        devicecode: 'D',
        jwttoken: 'J',
        memberid: 'M',
        channel: 'web',
        dfp: 'F',
        token: 'T',
        adsriskparam: 'P',
        customerid: 'C',
        retrycount: '2',
        usercode: 'U',
        devicetype: 'android',
        version: '1.1.0',
      }),
    );
    expect(headers).toEqual({
      deviceCode: 'D',
      jwtToken: 'J',
      memberId: 'M',
      channel: 'web',
      dfp: 'F',
      token: 'T',
      adsRiskParam: 'P',
      customerId: 'C',
      retryCount: 2,
      userCode: 'U',
      deviceType: 'android',
      version: '1.1.0',
    });
  });

  it("fills in from a form call's common_para what the headers lack", () => {
    const common = { channel: 'web' as const, version: '1.1.0', deviceCode: 'D2', userCode: 'U2', jwtToken: 'J2' };
    expect(parseRequestHeaders(requestWith({}), common)).toMatchObject({
      deviceCode: 'D2',
      userCode: 'U2',
      jwtToken: 'J2',
      channel: 'web',
      version: '1.1.0',
    });
    expect(parseRequestHeaders(requestWith({ jwttoken: 'header wins' }), common).jwtToken).toBe('header wins');
  });

  it('reads missing headers as empty and a bad retry count as 1', () => {
    expect(parseRequestHeaders(requestWith({ retrycount: 'many' }))).toMatchObject({
      dfp: '',
      token: '',
      adsRiskParam: '',
      retryCount: 1,
    });
  });
});
