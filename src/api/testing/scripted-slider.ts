import type { SliderRequest } from '../api-effects';
import { SLIDER_DEV_ANSWER_PATH, SLIDER_MESSAGE_TYPE, SLIDER_VERIFY_PATH } from '../../../contract/risk';
import { humanTrack } from '../../../server/modules/risk/testing/slider-solver';

/**
 * Plays the person at the slider against a real server: loads the page the client opened, learns where the
 * gap is (a person sees it; the test asks the development-only answer call), drags there like a hand through
 * the verify call, and posts the result as the page would.
 */
export async function solveServerSlider(fetchImpl: typeof fetch, pageUrl: string): Promise<string> {
  const html = await (await fetchImpl(pageUrl)).text();
  const data = JSON.parse(/<script type="application\/json" id="slider-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    challengeId: string;
    dfp: string;
  };
  const origin = new URL(pageUrl).origin;
  // The answer call serves loopback callers only, so it goes without the test's forwarded client address.
  const answer = await fetch(
    `${origin}${SLIDER_DEV_ANSWER_PATH}?challengeId=${encodeURIComponent(data.challengeId)}&dfp=${encodeURIComponent(data.dfp)}`,
  );
  const gap = ((await answer.json()) as { data: { gapLeft: number } }).data.gapLeft;
  const reply = await fetchImpl(`${origin}${SLIDER_VERIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', dfp: data.dfp },
    body: JSON.stringify({ challengeId: data.challengeId, input: 'pointer', track: humanTrack(gap + 1) }),
  });
  return ((await reply.json()) as { data: { pass: string } }).data.pass;
}

export function postSliderResult(request: SliderRequest, origin: string, result: string): void {
  request.onMessage({ origin, data: { type: SLIDER_MESSAGE_TYPE, result } });
}
