import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { SLIDER_DEV_ANSWER_PATH } from '../../../contract/risk';
import { defineCall, type Call, type CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { riskSliderChallenges } from '../../db/schema/risk';
import { outboxIsOpen } from '../../providers/sms-outbox';

/** A development server's own machine: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function assertDevToolsOpen(context: CallContext): void {
  if (!outboxIsOpen(context.config) || !isLoopback(context.request.ip)) throw new CallError('404', 'errors.notFound', {}, 404);
}

/**
 * GET /dev/risk/slider/answer?challengeId=…&dfp=…: where a puzzle's gap is, so a browser test can drag to it as a
 * person who sees the picture would. Only with the development tools on and only to loopback callers, and only
 * for the device the puzzle was made for; a production server answers 404.
 */
const sliderDevAnswer = defineCall({
  path: SLIDER_DEV_ANSWER_PATH,
  method: 'GET',
  input: z.object({ challengeId: z.string().min(1).max(64), dfp: z.string().min(1).max(64) }),
  appRiskCheck: 'skip',
  handle: async (input, context) => {
    assertDevToolsOpen(context);
    const [challenge] = await context.db
      .select({ targetOffset: riskSliderChallenges.targetOffset })
      .from(riskSliderChallenges)
      .where(and(eq(riskSliderChallenges.id, input.challengeId), eq(riskSliderChallenges.dfp, input.dfp)));
    if (!challenge) throw new CallError('404', 'errors.notFound', {}, 404);
    return { gapLeft: challenge.targetOffset };
  },
});

export const sliderDevCalls: readonly Call[] = [sliderDevAnswer] as readonly Call[];
