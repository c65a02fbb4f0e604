import { LOCALE_TAGS, type Locale } from '../../../contract/locales';
import type { PayMethod } from '../../../contract/calls/payments';
import { translate } from '../../i18n';
import { escapeHtml } from '../../shared/html-escape';
import type { CardProblems } from './card-check';
import { SANDBOX_PAY_PATHS } from './sandbox-paths';

export interface SandboxTradeView {
  tradeNo: string;
  method: PayMethod;
  amount: number;
  subject: string;
  returnUrl: string;
}

/** No script at all; only this page's nonce may style it; forms post to the gateway, which sends the payer home. */
export function sandboxPageCsp(nonce: string, returnOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

// Each gateway's colour, darkened where needed so white text on it keeps a 4.5:1 contrast.
const BRAND_COLOURS: Record<PayMethod, string> = {
  weixin: '#067a3e',
  alipay: '#0b5ed7',
  unionpay: '#b8000d',
  yee: '#b3410b',
  foreign: '#1a1f71',
};

function page(locale: Locale, nonce: string, method: PayMethod | undefined, body: string): string {
  const text = (key: string) => translate(locale, `payment.sandbox.${key}`);
  const colour = method ? BRAND_COLOURS[method] : '#52606d';
  const brand = method ? text(`brand.${method}`) : text('title');
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand)} · ${escapeHtml(text('title'))}</title>
<style nonce="${nonce}">
  body { margin: 0; font: 16px/1.5 system-ui, "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: #1f2933; background: #f5f7fa; }
  header { background: ${colour}; color: #fff; padding: 14px 20px; font-size: 18px; font-weight: 600; }
  header small { display: block; font-weight: 400; font-size: 13px; opacity: .9; }
  main { max-width: 440px; margin: 20px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 10px; padding: 20px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  .amount { font-size: 32px; font-weight: 700; margin: 4px 0 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 16px; font-size: 14px; color: #52606d; }
  dd { margin: 0; color: #1f2933; word-break: break-all; }
  form { margin: 0; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #c81e1e; }
  .error { color: #c81e1e; font-size: 14px; margin: 4px 0 0; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button, .link { display: block; width: 100%; box-sizing: border-box; margin-top: 16px; padding: 12px; border-radius: 6px; font: inherit; font-weight: 600; text-align: center; cursor: pointer; text-decoration: none; }
  .pay { background: ${colour}; color: #fff; border: 0; }
  .decline { background: #fff; color: #3e4c59; border: 1px solid #9aa5b1; }
  .link { background: ${colour}; color: #fff; }
  button:focus-visible, input:focus-visible, .link:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .note { font-size: 13px; color: #616e7c; margin-top: 16px; }
</style></head>
<body><header>${escapeHtml(brand)}<small>${escapeHtml(text('sandboxNote'))}</small></header><main><div class="card">${body}</div></main></body></html>`;
}

function summary(locale: Locale, trade: SandboxTradeView): string {
  const text = (key: string) => translate(locale, `payment.sandbox.${key}`);
  return `<p>${escapeHtml(text('amountLabel'))}</p><p class="amount">¥${trade.amount.toFixed(2)}</p>
<dl><dt>${escapeHtml(text('merchant'))}</dt><dd>${escapeHtml(text('merchantName'))}</dd>
<dt>${escapeHtml(text('subject'))}</dt><dd>${escapeHtml(trade.subject)}</dd>
<dt>${escapeHtml(text('tradeNo'))}</dt><dd>${escapeHtml(trade.tradeNo)}</dd></dl>`;
}

function hidden(trade: SandboxTradeView, locale: Locale): string {
  return `<input type="hidden" name="trade" value="${escapeHtml(trade.tradeNo)}"><input type="hidden" name="lang" value="${locale}">`;
}

/** WeChat's scan page and the Alipay, UnionPay and YeePay checkouts: approve or decline. */
export function renderCheckoutPage(locale: Locale, nonce: string, trade: SandboxTradeView): string {
  const text = (key: string, params = {}) => translate(locale, `payment.sandbox.${key}`, params);
  const intro = trade.method === 'weixin' ? `<p>${escapeHtml(text('scanned'))}</p>` : '';
  return page(
    locale,
    nonce,
    trade.method,
    `${intro}${summary(locale, trade)}
<form method="post" action="${SANDBOX_PAY_PATHS.approve}">${hidden(trade, locale)}<button class="pay" type="submit">${escapeHtml(text('approve', { amount: trade.amount.toFixed(2) }))}</button></form>
<form method="post" action="${SANDBOX_PAY_PATHS.decline}">${hidden(trade, locale)}<button class="decline" type="submit">${escapeHtml(text('decline'))}</button></form>`,
  );
}

const CARD_FIELDS = [
  { name: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'holder', autocomplete: 'cc-name', inputmode: 'text' },
  { name: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvv', autocomplete: 'cc-csc', inputmode: 'numeric' },
] as const;

/** The foreign-card form; after a refusal the typed values come back except the CVV, with each problem named. */
export function renderCardPage(
  locale: Locale,
  nonce: string,
  trade: SandboxTradeView,
  typed: Partial<Record<'cardNumber' | 'holder' | 'expiry', string>> = {},
  problems: CardProblems & { declined?: boolean } = {},
): string {
  const text = (key: string, params = {}) => translate(locale, `payment.sandbox.${key}`, params);
  const fields = CARD_FIELDS.map(({ name, autocomplete, inputmode }) => {
    const problem = name === 'holder' ? undefined : problems[name];
    const error = problem
      ? `<p class="error" id="${name}-error">${escapeHtml(text(`card.errors.${name}.${problem}`))}</p>`
      : '';
    const value = name === 'cvv' ? '' : (typed[name] ?? '');
    const described = problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    return `<div><label for="${name}">${escapeHtml(text(`card.${name}`))}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputmode}" value="${escapeHtml(value)}" required${described}>${error}</div>`;
  });
  const declined = problems.declined ? `<p class="error" role="alert">${escapeHtml(text('card.declined'))}</p>` : '';
  return page(
    locale,
    nonce,
    'foreign',
    `${summary(locale, trade)}${declined}
<form method="post" action="${SANDBOX_PAY_PATHS.card}" novalidate>${hidden(trade, locale)}${fields[0]}${fields[1]}<div class="row">${fields[2]}${fields[3]}</div>
<button class="pay" type="submit">${escapeHtml(text('approve', { amount: trade.amount.toFixed(2) }))}</button></form>
<form method="post" action="${SANDBOX_PAY_PATHS.decline}">${hidden(trade, locale)}<button class="decline" type="submit">${escapeHtml(text('cancel'))}</button></form>
<p class="note">${escapeHtml(text('card.note'))}</p>`,
  );
}

/** A closing word: paid on the phone, declined, expired, unknown trade; with the way back when there is one. */
export function renderMessagePage(
  locale: Locale,
  nonce: string,
  messageKey: string,
  method?: PayMethod,
  backUrl?: string,
): string {
  const text = (key: string) => translate(locale, `payment.sandbox.${key}`);
  const back = backUrl ? `<a class="link" href="${escapeHtml(backUrl)}">${escapeHtml(text('backToMerchant'))}</a>` : '';
  return page(locale, nonce, method, `<p role="status">${escapeHtml(text(messageKey))}</p>${back}`);
}
