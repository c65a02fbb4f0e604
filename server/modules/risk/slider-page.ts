import { LOCALE_TAGS, type Locale } from '../../../contract/locales';
import { SLIDER_MESSAGE_TYPE, SLIDER_VERIFY_PATH } from '../../../contract/risk';
import { translate } from '../../i18n';
import { SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import type { SliderChallenge } from './slider-challenge';
import { SLIDER_SCRIPT } from './slider-script';

export interface SliderPageInput {
  locale: Locale;
  nonce: string;
  dfp: string;
  /** undefined when the device is unknown: the page then says the check is no longer valid. */
  challenge?: SliderChallenge;
  /** The site origin the result is posted to; empty means the page's own origin (same site). */
  targetOrigin: string;
}

/** Only this page's nonce may run script or style; it may call back only its own origin and be framed by it. */
export function sliderPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function renderSliderPage(input: SliderPageInput): string {
  const text = (key: string) => translate(input.locale, `risk.slider.${key}`);
  const data = {
    challengeId: input.challenge?.id ?? '',
    dfp: input.dfp,
    trackPx: SLIDER_TRACK_PX,
    piecePx: SLIDER_PIECE_PX,
    verifyPath: SLIDER_VERIFY_PATH,
    messageType: SLIDER_MESSAGE_TYPE,
    targetOrigin: input.targetOrigin,
    languageTag: LOCALE_TAGS[input.locale],
    text: { checking: text('checking'), passed: text('passed'), retry: text('retry'), unknown: text('unknown') },
  };
  const gapLeft = input.challenge?.targetOffset ?? -1000;
  return `<!doctype html>
<html lang="${LOCALE_TAGS[input.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text('title'))}</title>
<style nonce="${input.nonce}">
  body { margin: 0; font: 14px/1.5 system-ui, "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: #1f2933; background: #fff; }
  main { width: ${SLIDER_TRACK_PX}px; margin: 16px auto; }
  .picture { position: relative; height: 120px; border-radius: 6px; overflow: hidden;
    background: linear-gradient(135deg, #cfe3f7 0%, #7fb2e5 45%, #2f6fb0 100%); }
  .gap, .piece { position: absolute; top: 38px; width: ${SLIDER_PIECE_PX}px; height: ${SLIDER_PIECE_PX}px; border-radius: 6px; }
  .gap { left: ${gapLeft}px; background: rgba(0, 0, 0, 0.45); box-shadow: inset 0 0 0 2px #fff; }
  .piece { left: 0; background: #f5b300; box-shadow: 0 0 0 2px #fff, 0 2px 6px rgba(0, 0, 0, 0.4); }
  .track { position: relative; height: ${SLIDER_PIECE_PX}px; margin-top: 12px; border-radius: 22px; background: #e4e7eb; }
  .handle { position: absolute; left: 0; top: 0; width: ${SLIDER_PIECE_PX}px; height: ${SLIDER_PIECE_PX}px; border-radius: 50%;
    background: #c8102e; color: #fff; border: 0; font-size: 20px; cursor: grab; touch-action: none; display: grid; place-items: center; }
  .handle:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .status { min-height: 21px; margin: 8px 0 0; }
  .retry { background: none; border: 0; padding: 0; color: #1a56db; text-decoration: underline; cursor: pointer; font: inherit; }
</style>
</head>
<body>
<main>
  <p id="instruction">${escapeHtml(text('instruction'))}</p>
  <div class="picture" aria-hidden="true"><div class="gap"></div><div class="piece" id="piece"></div></div>
  <div class="track">
    <div class="handle" id="handle" role="slider" tabindex="0" aria-labelledby="instruction" aria-describedby="handle-help"
      aria-valuemin="0" aria-valuemax="${SLIDER_TRACK_PX - SLIDER_PIECE_PX}" aria-valuenow="0">&#x2794;</div>
  </div>
  <p id="handle-help" hidden>${escapeHtml(text('handleLabel'))}</p>
  <p class="status" id="status" role="status" aria-live="polite"></p>
  <button type="button" class="retry" id="retry">${escapeHtml(text('retry'))}</button>
</main>
<script type="application/json" id="slider-data">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>
<script nonce="${input.nonce}">${SLIDER_SCRIPT}</script>
</body>
</html>`;
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
