import { vi } from 'vitest';

/** The call path a request went to, whether the SPA sent a path or a whole address. */
export const pathOf = (input: RequestInfo | URL): string => new URL(String(input), 'http://localhost').pathname;

/** The form envelope's in_json of a request the SPA sent ({} for a request without one). */
export function inJsonOf(init?: RequestInit): Record<string, unknown> {
  const json = new URLSearchParams(String(init?.body ?? '')).get('json');
  return json ? ((JSON.parse(json) as { in_json?: Record<string, unknown> }).in_json ?? {}) : {};
}

/** A refusal in the form transport's envelope, as the server sends it. */
export const refusal = (resultCode: string, resultMsg: string) =>
  new Response(JSON.stringify({ resultCode, resultMsg }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A success in the form transport's envelope. */
export const formReply = (data: unknown) =>
  new Response(JSON.stringify({ resultCode: '0', resultMsg: 'success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The answer to a call a test does not stub: a refusal, so the page shows its error rather than waiting. */
export const notInThisTest = () => refusal('1', 'not in this test');

/** The SPA's requests go to the test's answer instead of the network, until vi.unstubAllGlobals(). */
export function answerFetch(
  answer: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>,
): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => answer(input, init));
}
