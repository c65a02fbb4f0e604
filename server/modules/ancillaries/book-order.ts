import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ANCILLARY_HOLD_MINUTES,
  ANCILLARY_REFUSALS,
  SALE_CLOSES_HOURS,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';
import { tickets } from '../../db/schema/orders';
import { translate } from '../../i18n';
import { requireMember } from '../accounts/sessions';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { eligibilityOf, KIND_RULES } from './ancillary-kinds';
import { reachableCoupons } from './ancillary-offers';
import { holdingsOf, takePortion } from './item-holdings';
import { orderView } from './order-view';

type BookInput = { idempotencyKey: string; items: { couponId: number; itemCode: string }[]; expectedTotal?: number };

/**
 * An unpaid order for some coupons' items, priced by the server: every coupon reachable and eligible, every
 * item offered to it, at most one of each per coupon (a unique index) and within the cap (the coupons' rows
 * locked while counting), meal portions taken from the flight's stock. A retried submit finds its order.
 */
export async function bookItems(context: CallContext, kind: AncillaryKind, input: BookInput): Promise<AncillaryOrder> {
  const { memberId } = await requireMember(context);
  const earlier = await orderByKey(context.db, memberId, input.idempotencyKey);
  if (earlier) return orderView(context, earlier);
  try {
    const orderNo = await context.db.transaction((transaction) =>
      writeOrder(context, transaction as unknown as Db, kind, memberId, input),
    );
    return orderView(context, orderNo);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error)?.constraint;
    if (constraint === 'ancillary_orders_member_idempotency_key')
      return orderView(context, (await orderByKey(context.db, memberId, input.idempotencyKey))!);
    if (constraint === 'ancillary_items_one_live_per_coupon')
      throw new CallError(ANCILLARY_REFUSALS.alreadyBought, 'ancillaryServer.refusals.alreadyBought', {
        passenger: '',
      });
    throw error;
  }
}

async function writeOrder(
  context: CallContext,
  tx: Db,
  kind: AncillaryKind,
  memberId: string,
  input: BookInput,
): Promise<string> {
  const rules = KIND_RULES[kind];
  const now = context.clock.now();
  const couponIds = [...new Set(input.items.map((item) => item.couponId))];
  // The coupons' rows, locked in one order, serialise purchases for them: the cap is counted once at a time.
  await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(inArray(tickets.id, couponIds))
    .orderBy(asc(tickets.id))
    .for('update');
  const coupons = new Map(
    (await reachableCoupons(context, tx, memberId, couponIds)).map((coupon) => [coupon.couponId, coupon]),
  );
  const holdings = await holdingsOf(tx, kind, couponIds);
  const lines = input.items.map((item) => {
    const coupon = coupons.get(item.couponId)!;
    const code = eligibilityOf(rules, coupon, now);
    if (code !== 'ok') {
      const reason = translate(context.locale, `ancillaryServer.eligibility.${code}`, {
        hours: SALE_CLOSES_HOURS[kind],
      });
      throw new CallError(ANCILLARY_REFUSALS.notEligible, 'ancillaryServer.refusals.notEligible', {
        passenger: coupon.name,
        reason,
      });
    }
    const offer = rules.offersFor(coupon, now).find((candidate) => candidate.itemCode === item.itemCode);
    if (!offer) throw new CallError(ANCILLARY_REFUSALS.itemNotOffered, 'ancillaryServer.refusals.itemNotOffered');
    const held = holdings.get(coupon.couponId) ?? { codes: [], units: 0 };
    if (held.codes.includes(offer.itemCode))
      throw new CallError(ANCILLARY_REFUSALS.alreadyBought, 'ancillaryServer.refusals.alreadyBought', {
        passenger: coupon.name,
      });
    const units = offer.unit === 'portion' ? 1 : offer.amount;
    if (held.units + units > rules.cap(coupon))
      throw new CallError(ANCILLARY_REFUSALS.capReached, 'ancillaryServer.refusals.capReached', {
        passenger: coupon.name,
      });
    holdings.set(coupon.couponId, { codes: [...held.codes, offer.itemCode], units: held.units + units });
    return { coupon, offer };
  });
  const totalAmount = lines.reduce((sum, line) => sum + line.offer.price, 0);
  if (input.expectedTotal !== undefined && input.expectedTotal !== totalAmount) {
    throw new CallError(
      ANCILLARY_REFUSALS.priceChanged,
      'ancillaryServer.refusals.priceChanged',
      { totalAmount },
      200,
      { totalAmount },
    );
  }
  if (rules.stocked) {
    // Stock rows in one order, so two buyers of the same meals never wait on each other in a circle.
    const portions = [...lines].sort(
      (a, b) => a.coupon.flightId - b.coupon.flightId || a.offer.itemCode.localeCompare(b.offer.itemCode),
    );
    for (const line of portions)
      if (!(await takePortion(tx, line.coupon.flightId, line.offer.itemCode)))
        throw new CallError(ANCILLARY_REFUSALS.soldOut, 'ancillaryServer.refusals.soldOut');
  }
  const orderNo = `${rules.orderPrefix}${now.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(10_000_000)).padStart(7, '0')}`;
  await tx.insert(ancillaryOrders).values({
    orderNo,
    kind,
    memberId,
    status: 'unpaid',
    totalAmount,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    holdUntil: new Date(now.getTime() + ANCILLARY_HOLD_MINUTES * 60_000),
  });
  await tx.insert(ancillaryItems).values(
    lines.map(({ coupon, offer }) => ({
      orderNo,
      couponId: coupon.couponId,
      flightId: coupon.flightId,
      itemCode: offer.itemCode,
      unit: offer.unit,
      amount: offer.amount,
      price: offer.price,
      status: 'unpaid' as const,
    })),
  );
  return orderNo;
}

async function orderByKey(db: Db, memberId: string, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderNo: ancillaryOrders.orderNo })
    .from(ancillaryOrders)
    .where(and(eq(ancillaryOrders.memberId, memberId), eq(ancillaryOrders.idempotencyKey, idempotencyKey)));
  return row?.orderNo;
}
