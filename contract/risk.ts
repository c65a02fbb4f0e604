import * as z from 'zod';
import { text } from './validators/text';

/** The slider page the server serves; adsData.url of '002' is this path with lang, ending in `dfp=`. */
export const SLIDER_PAGE_PATH = '/risk/slider';
/** The slider page's own call: checks the drag, answers a signed pass. */
export const SLIDER_VERIFY_PATH = '/risk/slider/verify';

/** adsData of each risk code the client acts on (spec 4). */
export const newDeviceDataSchema = z.object({ dfp: z.string().min(1), token: z.string().min(1) });
export const freshTokenDataSchema = z.object({ token: z.string().min(1) });
export const sliderRequiredDataSchema = z.object({ url: z.string().min(1), dfp: z.string().optional() });
/** Refusals ('005', '1404', '1401', '1500') carry the reason, already in the user's language. */
export const refusalDataSchema = z.string();

export const sliderVerifyInputSchema = z.object({
  challengeId: text().min(1).max(64),
  offset: z.number().finite(),
  durationMs: z.number().int().nonnegative(),
});
export type SliderVerifyInput = z.infer<typeof sliderVerifyInputSchema>;

/** What the slider page posts to its parent window once the server has signed its result. */
export const SLIDER_MESSAGE_TYPE = 'risk.slider.result';
export const sliderMessageSchema = z.object({
  type: z.literal(SLIDER_MESSAGE_TYPE),
  result: z.string().min(1).max(2048),
});
export type SliderMessage = z.infer<typeof sliderMessageSchema>;
