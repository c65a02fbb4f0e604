import { ACCOUNT_CALLS } from '../../contract/calls/account-calls';
import { CALLS } from '../../contract/call-paths';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/modules/accounts/seed';

/** What the benchmark sends: the device's headers, a member's token, and many searches and calendar days. */
export const BARE_PATH = '/bench/bare';
export const SEARCH_PATH = '/mid_website/flight/queryFlightList';
export const CALENDAR_PATH = '/proxy/hbhk-fare/v1/calendar/query';

export interface ServerReady {
  port: number;
  databaseKind: string;
  routes: { origin: string; destination: string }[];
  headers: Record<string, string>;
  today: string;
}

export type Request = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/** The risk check answers a new device '003' with its dfp and token: the headers every benched call carries. */
export async function deviceHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}${CALENDAR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'web' },
    body: '{}',
  });
  const reply = (await response.json()) as { adsCode?: string; adsData?: { dfp: string; token: string } };
  if (reply.adsCode !== '003' || !reply.adsData)
    throw new Error(`expected the risk check to register the bench device, got ${JSON.stringify(reply)}`);
  return { dfp: reply.adsData.dfp, token: reply.adsData.token, channel: 'web', deviceCode: 'bench-device' };
}

export const formBody = (inJson: unknown) =>
  new URLSearchParams({
    json: JSON.stringify({
      in_json: inJson,
      common_para: { channel: 'web', version: '1.1.0', deviceCode: 'bench-device', userCode: '', jwtToken: '' },
    }),
  }).toString();

/** Logs the first demo member in on the bench device: the order list is a member's call. */
export async function memberToken(ready: ServerReady): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${ready.port}${ACCOUNT_CALLS.loginByPassword}`, {
    method: 'POST',
    headers: { ...ready.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ account: DEMO_MEMBERS[0]!.mobile, password: DEMO_PASSWORD }),
  });
  const reply = (await response.json()) as { data?: { outcome?: string; user?: { jwtToken: string } } };
  if (reply.data?.outcome !== 'loggedIn' || !reply.data.user)
    throw new Error(`expected the demo member to log in, got ${JSON.stringify(reply)}`);
  return reply.data.user.jwtToken;
}

/** The order list's three tabs, first page, as the member's order page asks for them. */
export function orderListRequests(ready: ServerReady, jwtToken: string): Request[] {
  return [1, 2, 3].map((tab) => ({
    method: 'POST',
    path: CALLS.orderList,
    headers: { ...ready.headers, jwtToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ tab, pageNo: 1, pageSize: 10 }),
  }));
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Many routes and days, so the server cannot answer from one hot row. */
export function searchRequests(ready: ServerReady): Request[] {
  return ready.routes.slice(0, 24).map((route, index) => {
    const inJson = {
      origin: route.origin,
      destination: route.destination,
      departureDate: addDays(ready.today, 1 + (index % 28)),
      adults: 1 + (index % 2),
    };
    return {
      method: 'POST',
      path: SEARCH_PATH,
      headers: { ...ready.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(inJson),
    };
  });
}

export function calendarRequests(ready: ServerReady): Request[] {
  return ready.routes.slice(0, 24).map((route, index) => ({
    method: 'POST',
    path: CALENDAR_PATH,
    headers: { ...ready.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      origin: route.origin,
      destination: route.destination,
      month: addDays(ready.today, (index % 2) * 31).slice(0, 7),
    }),
  }));
}
