import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { fares } from '../../db/schema/schedule';
import { couponMoneyColumns, joinCouponMoney, type CouponMoney } from '../coupons/coupon-columns';

/** A coupon with everything its change depends on: who, which flight, what it cost, the fare's change rule. */
export interface ChangeCoupon extends CouponMoney {
  documentNo: string;
  /** The fare class's change percent (fares.changeFeePercent), as the cabin guide shows it. */
  baseChangePercent: number;
}

export async function loadChangeCoupons(db: Db, orderNo: string): Promise<ChangeCoupon[]> {
  const query = db
    .select({
      ...couponMoneyColumns,
      documentNo: tickets.documentNo,
      baseChangePercent: fares.changeFeePercent,
    })
    .from(tickets)
    .$dynamic();
  return joinCouponMoney(query)
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(orderSegments.segmentIndex), asc(orderPassengers.id), asc(tickets.id));
}
