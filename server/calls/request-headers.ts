import type { FastifyRequest } from 'fastify';
import type { CommonPara } from '../../contract/envelope';
import { REQUEST_HEADERS, type RequestHeaderName } from '../../contract/request-headers';

/** The spec-7 headers of one request; a missing header reads as '' (retryCount as 1). */
export interface RequestHeaders {
  deviceCode: string;
  jwtToken: string;
  memberId: string;
  channel: string;
  dfp: string;
  token: string;
  adsRiskParam: string;
  customerId: string;
  retryCount: number;
  userCode: string;
  deviceType: string;
  version: string;
}

/** Form calls also carry deviceCode, userCode and jwtToken in common_para; a header wins when both are given. */
export function parseRequestHeaders(request: FastifyRequest, common?: CommonPara): RequestHeaders {
  const read = (name: RequestHeaderName): string => {
    const value = request.headers[REQUEST_HEADERS[name].toLowerCase()];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const retryCount = Number.parseInt(read('retryCount'), 10);
  return {
    deviceCode: read('deviceCode') || common?.deviceCode || '',
    jwtToken: read('jwtToken') || common?.jwtToken || '',
    memberId: read('memberId'),
    channel: read('channel') || common?.channel || '',
    dfp: read('dfp'),
    token: read('token'),
    adsRiskParam: read('adsRiskParam'),
    customerId: read('customerId'),
    retryCount: Number.isSafeInteger(retryCount) && retryCount > 0 ? retryCount : 1,
    userCode: read('userCode') || common?.userCode || '',
    deviceType: read('deviceType'),
    version: read('version') || common?.version || '',
  };
}
