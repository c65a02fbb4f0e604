import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  INSURANCE_REFUSALS,
  type InsurancePolicy,
  type InsuranceSelection,
} from '../../../contract/booking/insurance-calls';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { insurancePolicies, insuranceProducts } from '../../db/schema/insurance';
import { orderEvents, orderPassengers, orderSegments, orders, type OrderStatus } from '../../db/schema/orders';

/** Insurance may be added while nothing is being paid: a payment in flight has its amount fixed. */
const INSURABLE_STATUSES: readonly OrderStatus[] = ['unpaid', 'pay_failed'];

export interface AddInsuranceRequest {
  orderNo: string;
  selections: readonly InsuranceSelection[];
  now: Date;
}

/**
 * Adds the selected products to an unpaid order inside the caller's transaction (createFaiInsurance, and
 * ORDERS' booking transaction for a booking that carries insurance): one policy per passenger, product and
 * segment, and the premiums added to orders.totalAmount. A policy already held is neither created nor
 * charged again, so a retried call costs nothing twice.
 */
export async function addInsurance(
  tx: Db,
  request: AddInsuranceRequest,
): Promise<{ totalAmount: number; policies: InsurancePolicy[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, request.orderNo)).for('update');
  if (!order) throw new CallError(INSURANCE_REFUSALS.orderNotFound, 'insurance.errors.orderNotFound');
  if (!INSURABLE_STATUSES.includes(order.status))
    throw new CallError(INSURANCE_REFUSALS.orderNotOpen, 'insurance.errors.orderNotOpen');
  const prices = await productPrices(tx, request.selections);
  await checkPassengersOnOrder(tx, request.orderNo, request.selections);
  const segments = await tx
    .select()
    .from(orderSegments)
    .where(eq(orderSegments.orderNo, request.orderNo))
    .orderBy(asc(orderSegments.segmentIndex));
  const [existing] = await tx
    .select({ total: count() })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.orderNo, request.orderNo));
  const wanted = request.selections.flatMap((selection) => segments.map((segment) => ({ ...selection, segment })));
  const policies: InsurancePolicy[] = [];
  for (const { passengerId, productCode, segment } of wanted) {
    const policyNo = `${request.orderNo}I${String((existing?.total ?? 0) + policies.length + 1).padStart(3, '0')}`;
    const premium = prices.get(productCode)!;
    const [created] = await tx
      .insert(insurancePolicies)
      .values({
        policyNo,
        orderNo: request.orderNo,
        passengerId,
        segmentId: segment.id,
        productCode,
        premium,
        createdAt: request.now,
      })
      .onConflictDoNothing({
        target: [insurancePolicies.passengerId, insurancePolicies.segmentId, insurancePolicies.productCode],
      })
      .returning();
    if (created) policies.push({ policyNo, passengerId, segmentIndex: segment.segmentIndex, productCode, premium });
  }
  const added = policies.reduce((sum, policy) => sum + policy.premium, 0);
  const [updated] = await tx
    .update(orders)
    .set({ totalAmount: sql`${orders.totalAmount} + ${added}` })
    .where(eq(orders.orderNo, request.orderNo))
    .returning({ totalAmount: orders.totalAmount });
  if (policies.length > 0)
    await tx.insert(orderEvents).values({
      orderNo: request.orderNo,
      kind: 'insurance_added',
      at: request.now,
      detail: { policies: policies.map((policy) => policy.policyNo), amount: added },
    });
  return { totalAmount: updated!.totalAmount, policies };
}

async function productPrices(tx: Db, selections: readonly InsuranceSelection[]): Promise<Map<string, number>> {
  const codes = [...new Set(selections.map((selection) => selection.productCode))];
  const rows = await tx
    .select({ code: insuranceProducts.code, price: insuranceProducts.price })
    .from(insuranceProducts)
    .where(and(inArray(insuranceProducts.code, codes), eq(insuranceProducts.active, true)));
  const prices = new Map(rows.map((row) => [row.code, row.price]));
  const missing = codes.find((code) => !prices.has(code));
  if (missing)
    throw new CallError(INSURANCE_REFUSALS.productUnavailable, 'insurance.errors.productUnavailable', {
      productCode: missing,
    });
  return prices;
}

async function checkPassengersOnOrder(
  tx: Db,
  orderNo: string,
  selections: readonly InsuranceSelection[],
): Promise<void> {
  const ids = [...new Set(selections.map((selection) => selection.passengerId))];
  const rows = await tx
    .select({ id: orderPassengers.id })
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderNo, orderNo), inArray(orderPassengers.id, ids)));
  if (rows.length !== ids.length)
    throw new CallError(INSURANCE_REFUSALS.passengerNotOnOrder, 'insurance.errors.passengerNotOnOrder');
}
