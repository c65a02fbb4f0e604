import type { FastifyInstance } from 'fastify';
import { formCall } from '../../../testing/test-app';
import { GUARDED_LOGIN_PATH } from './risk-test-app';

export interface TestDevice {
  dfp: string;
  token: string;
  /** Each test device calls from its own address (the app trusts X-Forwarded-For), so address limits stay apart. */
  address: string;
}

let devicesMade = 0;

/** A device as the SPA gets one: its first call (to any guarded form call) answers '003' with a new fingerprint and token. */
export async function registerTestDevice(app: FastifyInstance, path = GUARDED_LOGIN_PATH): Promise<TestDevice> {
  devicesMade += 1;
  const address = `10.0.${Math.floor(devicesMade / 250)}.${(devicesMade % 250) + 1}`;
  const response = await formCall(app, path, { account: 'nobody', password: 'x' }, { 'x-forwarded-for': address });
  const reply = response.json() as { adsCode: string; adsData: { dfp: string; token: string } };
  if (reply.adsCode !== '003') throw new Error(`expected 003, got ${JSON.stringify(reply)}`);
  return { ...reply.adsData, address };
}

export function deviceHeaders(device: TestDevice, extra: Record<string, string> = {}): Record<string, string> {
  return { dfp: device.dfp, token: device.token, 'x-forwarded-for': device.address, ...extra };
}
