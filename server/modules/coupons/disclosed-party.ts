import type { CouponRow } from './coupon-queries';

/**
 * What a lookup by one passenger's ticket (or document) and name may show and prove. The member who owns
 * the order sees the whole booking on those flights; anyone else only the passenger they proved, with an
 * infant travelling on that passenger's lap (the infant goes where the adult goes). One traveller's ticket
 * and name must not reveal who else is on the booking, nor their ticket numbers.
 */
export function disclosedParty<T extends CouponRow>(
  memberId: string,
  proved: readonly T[],
  booking: readonly T[],
): T[] {
  const provedIds = new Set(proved.map((coupon) => coupon.couponId));
  const provedLaps = new Set(proved.map((adult) => `${adult.segmentId}/${adult.passengerId}`));
  return booking.filter(
    (coupon) =>
      coupon.memberId === memberId ||
      provedIds.has(coupon.couponId) ||
      (coupon.accompanyingAdultId !== null && provedLaps.has(`${coupon.segmentId}/${coupon.accompanyingAdultId}`)),
  );
}
