import type { FastifyInstance } from 'fastify';
import { SLIDER_VERIFY_PATH } from '../../../../contract/risk';

export interface SliderPuzzle {
  challengeId: string;
  targetOffset: number;
}

/** Reads the puzzle a person would see: the challenge id from the page data and the gap's position. */
export function readPuzzle(html: string): SliderPuzzle {
  const data = JSON.parse(/<script type="application\/json" id="slider-data">(.*?)<\/script>/s.exec(html)![1]!) as { challengeId: string };
  const gapLeft = Number(/\.gap \{ left: (-?\d+)px/.exec(html)![1]);
  return { challengeId: data.challengeId, targetOffset: gapLeft };
}

/** Opens the slider page at `url + dfp` and answers it, as a person dragging the piece to `offset(target)`. */
export async function solveSlider(
  app: FastifyInstance,
  url: string,
  dfp: string,
  answer: { offset?: (target: number) => number; durationMs?: number } = {},
) {
  const page = await app.inject({ method: 'GET', url: url + encodeURIComponent(dfp) });
  const puzzle = readPuzzle(page.body);
  const offset = (answer.offset ?? ((target) => target + 2))(puzzle.targetOffset);
  const verify = await app.inject({
    method: 'POST',
    url: SLIDER_VERIFY_PATH,
    headers: { 'content-type': 'application/json', dfp },
    payload: JSON.stringify({ challengeId: puzzle.challengeId, offset, durationMs: answer.durationMs ?? 900 }),
  });
  return { page, puzzle, verify, pass: (verify.json() as { data?: { pass?: string } }).data?.pass };
}
