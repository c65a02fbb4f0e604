import { and, eq } from 'drizzle-orm';
import {
  INSURANCE_REFUSALS,
  type CreateFaiInsuranceData,
  type InsuranceSelection,
} from '../../../contract/booking/insurance-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { addInsurance } from './add-insurance';

/** createFaiInsurance: the member adds insurance to one of their own unpaid orders, in one transaction. */
export async function createFaiInsurance(
  context: CallContext,
  input: { orderNo: string; selections: InsuranceSelection[] },
): Promise<CreateFaiInsuranceData> {
  const { memberId } = await requireMember(context);
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [owned] = await tx
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.memberId, memberId)));
    // Another member's order is answered as missing: its existence is not theirs to learn.
    if (!owned) throw new CallError(INSURANCE_REFUSALS.orderNotFound, 'insurance.errors.orderNotFound');
    const result = await addInsurance(tx, {
      orderNo: input.orderNo,
      selections: input.selections,
      now: context.clock.now(),
    });
    return { orderNo: input.orderNo, ...result };
  });
}
