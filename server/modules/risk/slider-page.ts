import { LOCALE_TAGS, type Locale } from '../../../contract/locales';
import { SLIDER_MESSAGE_TYPE, SLIDER_TRACK_MAX_POINTS, SLIDER_VERIFY_PATH } from '../../../contract/risk';
import { translate } from '../../i18n';
import { escapeHtml } from '../../shared/html-escape';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import type { SliderChallenge } from './slider-challenge';
import { SLIDER_SCRIPT } from './slider-script';

export interface SliderPageInput {
  locale: Locale;
  nonce: string;
  dfp: string;
  /** undefined when the device is unknown (the page then says the check is no longer valid) or refused. */
  challenge?: SliderChallenge;
  /** Why the device gets no puzzle now (a pass cap), in the page's language. */
  refusal?: string;
  /** The site origin the result is posted to; empty means the page's own origin (same site). */
  targetOrigin: string;
}

/** Only this page's nonce may run script or style, images only inline; it may call back only its own origin and be framed by it. */
export function sliderPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'img-src data:',
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
    maxPoints: SLIDER_TRACK_MAX_POINTS,
    verifyPath: SLIDER_VERIFY_PATH,
    messageType: SLIDER_MESSAGE_TYPE,
    targetOrigin: input.targetOrigin,
    languageTag: LOCALE_TAGS[input.locale],
    text: {
      checking: text('checking'),
      passed: text('passed'),
      retry: text('retry'),
      unknown: input.refusal ?? text('unknown'),
    },
  };
  // The gap is drawn into the background's pixels and the piece sits at the left of its own strip:
  // nothing in this page's text says where the gap is.
  const pictures = input.challenge
    ? `<img class="background" src="${pngDataUrl(input.challenge.background)}" alt="" width="${SLIDER_TRACK_PX}" height="${SLIDER_PICTURE_HEIGHT_PX}">` +
      `<img class="piece" id="piece" src="${pngDataUrl(input.challenge.piece)}" alt="" width="${SLIDER_PIECE_PX}" height="${SLIDER_PICTURE_HEIGHT_PX}">`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_TAGS[input.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text('title'))}</title>
<style nonce="${input.nonce}">
  body { margin: 0; font: 14px/1.5 system-ui, "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: #1f2933; background: #fff; }
  main { width: ${SLIDER_TRACK_PX}px; margin: 16px auto; }
  .picture { position: relative; height: ${SLIDER_PICTURE_HEIGHT_PX}px; border-radius: 6px; overflow: hidden; background: #e4e7eb; }
  .background, .piece { position: absolute; top: 0; left: 0; display: block; }
  /* The piece's white rim is drawn here, not in its PNG: a script matching the PNG's edges finds no outline. */
  .piece { filter: drop-shadow(1px 0 0 #fff) drop-shadow(-1px 0 0 #fff) drop-shadow(0 1px 0 #fff) drop-shadow(0 -1px 0 #fff) drop-shadow(0 2px 3px rgba(0, 0, 0, 0.5)); }
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
  <div class="picture" aria-hidden="true">${pictures}</div>
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

function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
