import type { FastifyInstance } from 'fastify';
import { SLIDER_DEV_ANSWER_PATH, SLIDER_VERIFY_PATH, type SliderVerifyInput } from '../../../../contract/risk';

type Track = SliderVerifyInput['track'];

export interface SliderPuzzle {
  challengeId: string;
}

/** Reads what the page gives its script: the challenge id (the gap is only in the picture). */
export function readPuzzle(html: string): SliderPuzzle {
  const data = JSON.parse(/<script type="application\/json" id="slider-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    challengeId: string;
  };
  return { challengeId: data.challengeId };
}

/** Where the gap is, as the person looking at the picture sees it: asked of the development-only answer call. */
export async function gapOf(app: FastifyInstance, puzzle: SliderPuzzle, dfp: string): Promise<number> {
  const reply = await app.inject({
    method: 'GET',
    url: `${SLIDER_DEV_ANSWER_PATH}?challengeId=${encodeURIComponent(puzzle.challengeId)}&dfp=${encodeURIComponent(dfp)}`,
  });
  return (reply.json() as { data: { gapLeft: number } }).data.gapLeft;
}

/** A hand's drag to `to`: quick start, slowing near the end, a slight overshoot corrected, the hand wobbling. */
export function humanTrack(to: number, durationMs = 900): Track {
  const track: Track = [[0, 0, 0]];
  const steps = 30;
  for (let step = 1; step <= steps; step += 1) {
    const progress = step / steps;
    const eased = 1 - (1 - progress) ** 3;
    const x = step === steps ? to : Math.round((to + 3) * eased * 10) / 10;
    track.push([x, Math.round(Math.sin(step / 3) * 2), Math.round(durationMs * progress + (step % 3) * 4)]);
  }
  return track;
}

/** A robot's drag: the same distance and time every step, dead level. */
export function robotTrack(to: number, durationMs = 900): Track {
  return Array.from(
    { length: 31 },
    (_, step) => [(to * step) / 30, 0, (durationMs * step) / 30] as [number, number, number],
  );
}

export function verifySlider(
  app: FastifyInstance,
  dfp: string,
  answer: SliderVerifyInput,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: SLIDER_VERIFY_PATH,
    headers: { 'content-type': 'application/json', dfp, ...headers },
    payload: JSON.stringify(answer),
  });
}

/** Opens the slider page at `url + dfp` and drags as a person who sees the gap (or as `drag(gap)` says). */
export async function solveSlider(
  app: FastifyInstance,
  url: string,
  dfp: string,
  drag: (gap: number) => Pick<SliderVerifyInput, 'input' | 'track'> = (gap) => ({
    input: 'pointer',
    track: humanTrack(gap + 2),
  }),
) {
  const page = await app.inject({ method: 'GET', url: url + encodeURIComponent(dfp) });
  const puzzle = readPuzzle(page.body);
  const gap = await gapOf(app, puzzle, dfp);
  const verify = await verifySlider(app, dfp, { challengeId: puzzle.challengeId, ...drag(gap) });
  return { page, puzzle, gap, verify, pass: (verify.json() as { data?: { pass?: string } }).data?.pass };
}

/** A caller as the limits see it: a device at an address. */
interface SliderCaller {
  dfp: string;
  address: string;
}

/**
 * The slider page at `url` (ending in dfp=) opened by `caller` in English: its puzzle's id ('' when the page
 * offers none) and the text it shows then (why it offers none).
 */
export async function openSliderAs(app: FastifyInstance, url: string, caller: SliderCaller) {
  const page = await app.inject({
    method: 'GET',
    url: url.replace(/lang=\w+/, 'lang=en') + encodeURIComponent(caller.dfp),
    headers: { 'x-forwarded-for': caller.address },
  });
  const data = JSON.parse(
    /<script type="application\/json" id="slider-data">(.*?)<\/script>/s.exec(page.body)![1]!,
  ) as {
    challengeId: string;
    text: { unknown: string };
  };
  return { challengeId: data.challengeId, refusal: data.challengeId ? undefined : data.text.unknown };
}

/** Drags to the gap of `challengeId` as a person who sees it, from the caller's address; the reply's JSON. */
export async function dragToGapAs(app: FastifyInstance, challengeId: string, caller: SliderCaller) {
  const gap = await gapOf(app, { challengeId }, caller.dfp);
  const answer = { challengeId, input: 'pointer' as const, track: humanTrack(gap + 2) };
  const reply = await verifySlider(app, caller.dfp, answer, {
    'x-forwarded-for': caller.address,
    'accept-language': 'en',
  });
  return reply.json() as { code: string; message?: string; data?: { pass: string } };
}
