import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import * as z from 'zod';
import { toLocale, type Locale } from '../../../contract/locales';
import { pageParameter, text } from '../../../contract/validators/text';
import { defineCall, type Call, type CallContext } from '../../calls/call';
import { sandboxTransactions } from '../../db/schema/payments';
import { cardDigits, checkCard, DECLINED_TEST_CARDS } from './card-check';
import { attemptDelivery, injectSender } from './notification-delivery';
import {
  renderCardPage,
  renderCheckoutPage,
  renderMessagePage,
  sandboxPageCsp,
  type SandboxTradeView,
} from './sandbox-pages';
import { SANDBOX_PAY_PATHS } from './sandbox-paths';
import { settleTrade, type SettleOutcome } from './settle-trade';

interface SandboxPage {
  status: number;
  nonce: string;
  html?: string;
  redirect?: string;
  returnOrigin: string;
}

const tradeInput = z.object({ trade: pageParameter(64), lang: text().optional() });
const cardInput = tradeInput.extend({
  cardNumber: pageParameter(40),
  holder: pageParameter(60),
  expiry: pageParameter(10),
  cvv: pageParameter(8),
});

function respond(reply: FastifyReply, page: SandboxPage): FastifyReply {
  const secured = reply
    .header('content-security-policy', sandboxPageCsp(page.nonce, page.returnOrigin))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer');
  if (page.redirect) return secured.redirect(page.redirect, 303);
  return secured.status(page.status).header('content-type', 'text/html; charset=utf-8').send(page.html);
}

async function loadTrade(context: CallContext, tradeNo: string) {
  if (!tradeNo) return undefined;
  const [trade] = await context.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.tradeNo, tradeNo));
  return trade;
}

function pageOf(status: number, html: string, nonce: string, returnUrl = ''): SandboxPage {
  return { status, html, nonce, returnOrigin: returnUrl ? new URL(returnUrl).origin : '' };
}

/** GET: the payer's page for a trade, by method; a trade settled already says so. */
const checkoutPage = defineCall({
  path: SANDBOX_PAY_PATHS.checkout,
  method: 'GET',
  input: tradeInput,
  appRiskCheck: 'skip',
  handle: async (input, context): Promise<SandboxPage> => {
    const locale = toLocale(input.lang) ?? context.locale;
    const nonce = randomBytes(16).toString('base64');
    const trade = await loadTrade(context, input.trade);
    if (!trade) return pageOf(404, renderMessagePage(locale, nonce, 'notFound'), nonce);
    const back = trade.method === 'weixin' ? undefined : trade.returnUrl;
    if (trade.status !== 'pending')
      return pageOf(
        200,
        renderMessagePage(locale, nonce, `settled.${trade.status}`, trade.method, back),
        nonce,
        trade.returnUrl,
      );
    if (context.clock.now() > trade.expiresAt)
      return pageOf(200, renderMessagePage(locale, nonce, 'expired', trade.method, back), nonce, trade.returnUrl);
    const render = trade.method === 'foreign' ? renderCardPage : renderCheckoutPage;
    return pageOf(200, render(locale, nonce, trade), nonce, trade.returnUrl);
  },
  respond,
});

/**
 * Settles the trade and makes the first delivery attempt at once; the retry job sends it again until the
 * merchant acknowledges. Redirect methods then go back to the merchant; WeChat's payer stays on the phone.
 */
async function settleAndReturn(
  context: CallContext,
  locale: Locale,
  tradeNo: string,
  outcome: SettleOutcome,
  cardLast4 = '',
): Promise<SandboxPage> {
  const nonce = randomBytes(16).toString('base64');
  const result = await settleTrade(context, tradeNo, outcome, cardLast4);
  if (result.kind === 'notFound') return pageOf(404, renderMessagePage(locale, nonce, 'notFound'), nonce);
  if (result.kind === 'expired') return pageOf(200, renderMessagePage(locale, nonce, 'expired'), nonce);
  if (result.kind === 'settled') {
    await attemptDelivery(context.db, context.clock, result.notifyId, injectSender(context.request.server)).catch(
      (error: unknown) =>
        context.request.log.warn(
          { err: error, notifyId: result.notifyId },
          'first notification attempt failed; the retry job sends it again',
        ),
    );
  }
  const trade = result.trade;
  if (trade.method === 'weixin')
    return pageOf(200, renderMessagePage(locale, nonce, `settled.${trade.status}`, trade.method), nonce);
  return { status: 303, nonce, redirect: trade.returnUrl, returnOrigin: new URL(trade.returnUrl).origin };
}

const approve = defineCall({
  path: SANDBOX_PAY_PATHS.approve,
  input: tradeInput,
  appRiskCheck: 'skip',
  handle: async (input, context) => {
    const locale = toLocale(input.lang) ?? context.locale;
    const trade = await loadTrade(context, input.trade);
    // A card is paid through the card form only: approving without one would skip the card checks.
    if (trade?.method === 'foreign' && trade.status === 'pending') {
      const nonce = randomBytes(16).toString('base64');
      return pageOf(422, renderCardPage(locale, nonce, trade), nonce, trade.returnUrl);
    }
    return settleAndReturn(context, locale, input.trade, 'paid');
  },
  respond,
});

const decline = defineCall({
  path: SANDBOX_PAY_PATHS.decline,
  input: tradeInput,
  appRiskCheck: 'skip',
  handle: async (input, context) =>
    settleAndReturn(context, toLocale(input.lang) ?? context.locale, input.trade, 'declined'),
  respond,
});

/** The card form: checked here on the gateway side, never stored or logged; only the last 4 digits go on. */
const payByCard = defineCall({
  path: SANDBOX_PAY_PATHS.card,
  input: cardInput,
  appRiskCheck: 'skip',
  handle: async (input, context) => {
    const locale = toLocale(input.lang) ?? context.locale;
    const trade = await loadTrade(context, input.trade);
    if (!trade || trade.method !== 'foreign') return settleAndReturn(context, locale, '', 'declined');
    const problems = checkCard(input, context.clock.now());
    if (Object.keys(problems).length > 0) {
      const nonce = randomBytes(16).toString('base64');
      const view: SandboxTradeView = trade;
      return pageOf(
        422,
        renderCardPage(
          locale,
          nonce,
          view,
          { cardNumber: input.cardNumber, holder: input.holder, expiry: input.expiry },
          problems,
        ),
        nonce,
        trade.returnUrl,
      );
    }
    const digits = cardDigits(input.cardNumber);
    const outcome = DECLINED_TEST_CARDS.includes(digits) ? 'declined' : 'paid';
    return settleAndReturn(context, locale, trade.tradeNo, outcome, digits.slice(-4));
  },
  respond,
});

export const sandboxPayCalls: readonly Call[] = [checkoutPage, approve, decline, payByCard] as readonly Call[];
