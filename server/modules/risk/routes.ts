import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { toLocale } from '../../../contract/locales';
import { pageParameter, text } from '../../../contract/validators/text';
import { SLIDER_PAGE_PATH, SLIDER_VERIFY_PATH, sliderVerifyInputSchema } from '../../../contract/risk';
import { defineCall, type Call } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { riskDevices } from '../../db/schema/risk';
import { SLIDER_FAILURE_LIMIT } from './risk-rules';
import { answerChallenge, createChallenge, recentSliderFailures } from './slider-challenge';
import { passLimitRefusal } from './slider-pass-limits';
import { SLIDER_PURPOSE_PATTERN } from './slider-purpose';
import { translate } from '../../i18n';
import { renderSliderPage, sliderPageCsp } from './slider-page';

const sliderPageInput = z.object({
  dfp: pageParameter(64),
  lang: text().optional(),
  // A malformed purpose is dropped, not refused: the page then earns a pass that fits no attempt.
  purpose: text()
    .optional()
    .transform((value) => (value && SLIDER_PURPOSE_PATTERN.test(value) ? value : null)),
});

/** GET /risk/slider?lang=…&dfp=…: the drag-to-fit page, opened in the SPA's modal iframe. */
const sliderPage = defineCall({
  path: SLIDER_PAGE_PATH,
  method: 'GET',
  input: sliderPageInput,
  // An iframe cannot send the client's headers; the page is harmless without them and binds itself to dfp.
  appRiskCheck: 'skip',
  handle: async (input, context) => {
    const locale = toLocale(input.lang) ?? context.locale;
    const [device] = input.dfp ? await context.db.select().from(riskDevices).where(eq(riskDevices.dfp, input.dfp)) : [];
    // A device past its pass caps gets the reason instead of a puzzle it could solve for nothing.
    const refusal = device
      ? await passLimitRefusal(context, { dfp: input.dfp, address: context.request.ip || null, purpose: input.purpose })
      : undefined;
    const challenge = device && !refusal ? await createChallenge(context, input.dfp, input.purpose) : undefined;
    const nonce = randomBytes(16).toString('base64');
    const targetOrigin = context.config.PUBLIC_URL ? new URL(context.config.PUBLIC_URL).origin : '';
    const refusalText = refusal ? translate(locale, refusal.messageKey, refusal.params) : undefined;
    return {
      nonce,
      html: renderSliderPage({ locale, nonce, dfp: input.dfp, challenge, refusal: refusalText, targetOrigin }),
    };
  },
  respond: (reply, page) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', sliderPageCsp(page.nonce))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(page.html),
});

/** The page's verify call: one answer per challenge; a human drag that ends on the gap earns a signed pass. */
const sliderVerify = defineCall({
  path: SLIDER_VERIFY_PATH,
  input: sliderVerifyInputSchema,
  appRiskCheck: 'skip',
  handle: async (input, context) => {
    const { dfp } = context.headers;
    if (dfp && (await recentSliderFailures(context, dfp)) >= SLIDER_FAILURE_LIMIT) {
      throw new CallError('1401', 'risk.reason.tooManySliderFailures');
    }
    const verdict = await answerChallenge(context, input);
    if (!verdict.passed) throw new CallError('RS001', `risk.slider.${verdict.reason}`);
    return { pass: verdict.pass };
  },
});

export const riskCalls: readonly Call[] = [sliderPage, sliderVerify] as readonly Call[];
