/**
 * The request headers of spec 7, as the SPA sends them and the server reads them.
 * HTTP header names are case-insensitive: Node hands them to the server in lower case.
 */
export const REQUEST_HEADERS = {
  deviceCode: 'deviceCode',
  jwtToken: 'jwtToken',
  memberId: 'memberId',
  channel: 'channel',
  dfp: 'dfp',
  token: 'token',
  adsRiskParam: 'adsRiskParam',
  customerId: 'customerId',
  retryCount: 'retryCount',
  userCode: 'userCode',
  deviceType: 'deviceType',
  version: 'version',
} as const;

export type RequestHeaderName = keyof typeof REQUEST_HEADERS;

export const CHANNEL = 'web';
export const DEVICE_TYPE = 'android';
export const CLIENT_VERSION = '1.1.0';
/** The first send of a request carries retry count 1; each automatic resend adds one. */
export const FIRST_RETRY_COUNT = 1;
