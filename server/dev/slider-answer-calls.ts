import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { SLIDER_DEV_ANSWER_PATH } from '../../contract/risk';
import type { Call } from '../calls/call';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import { riskSliderChallenges } from '../db/schema/risk';
import { text } from '../../contract/validators/text';

/**
 * GET /dev/risk/slider/answer?challengeId=…&dfp=…: where a puzzle's gap is, so a browser test can drag to it as a
 * person who sees the picture would. A development lever (DEV_TOOLS=on, loopback callers only), and only for
 * the device the puzzle was made for.
 */
const sliderDevAnswer = devLever({
  path: SLIDER_DEV_ANSWER_PATH,
  method: 'GET',
  input: z.object({ challengeId: text().min(1).max(64), dfp: text().min(1).max(64) }),
  handle: async (input, context) => {
    const [challenge] = await context.db
      .select({ targetOffset: riskSliderChallenges.targetOffset })
      .from(riskSliderChallenges)
      .where(and(eq(riskSliderChallenges.id, input.challengeId), eq(riskSliderChallenges.dfp, input.dfp)));
    if (!challenge) throw new CallError('404', 'errors.notFound', {}, 404);
    return { gapLeft: challenge.targetOffset };
  },
});

export const sliderDevCalls: readonly Call[] = [sliderDevAnswer] as readonly Call[];
