import type { SliderRequest } from '../api-effects';
import { SLIDER_MESSAGE_TYPE, SLIDER_VERIFY_PATH } from '../../../contract/risk';

/**
 * Plays the person at the slider against a real server: loads the page the client opened, reads the
 * puzzle, drags to the gap through the verify call, and posts the result as the page would.
 */
export async function solveServerSlider(fetchImpl: typeof fetch, pageUrl: string): Promise<string> {
  const html = await (await fetchImpl(pageUrl)).text();
  const data = JSON.parse(/<script type="application\/json" id="slider-data">(.*?)<\/script>/s.exec(html)![1]!) as { challengeId: string; dfp: string };
  const target = Number(/\.gap \{ left: (-?\d+)px/.exec(html)![1]);
  const origin = new URL(pageUrl).origin;
  const reply = await fetchImpl(`${origin}${SLIDER_VERIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', dfp: data.dfp },
    body: JSON.stringify({ challengeId: data.challengeId, offset: target + 1, durationMs: 1200 }),
  });
  return ((await reply.json()) as { data: { pass: string } }).data.pass;
}

export function postSliderResult(request: SliderRequest, origin: string, result: string): void {
  request.onMessage({ origin, data: { type: SLIDER_MESSAGE_TYPE, result } });
}
