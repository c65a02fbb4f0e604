import type { AncillaryOrderStatus } from './ancillary-fields';

/** An order waits for its money in these: a new attempt may start (switching method while one waits included). */
export const ANCILLARY_AWAITING_PAYMENT: readonly AncillaryOrderStatus[] = ['unpaid', 'pay_failed', 'paying'];
/** Its member may cancel it from these; an attempt under way ('paying') must end first. */
export const ANCILLARY_CANCELABLE: readonly AncillaryOrderStatus[] = ['unpaid', 'pay_failed'];

export interface AncillaryOrderActions {
  pay: boolean;
  cancel: boolean;
}

/**
 * What the member may still do with an unpaid order, from any page that lists it: pay or cancel while its hold
 * lasts. The server answers it with its own clock (the order lists carry it); the purchase chart resumes only
 * an order awaiting payment.
 */
export function ancillaryOrderActions(
  order: { status: AncillaryOrderStatus; holdUntil: Date | string },
  now: Date,
): AncillaryOrderActions {
  const held = new Date(order.holdUntil).getTime() > now.getTime();
  return {
    pay: held && ANCILLARY_AWAITING_PAYMENT.includes(order.status),
    cancel: held && ANCILLARY_CANCELABLE.includes(order.status),
  };
}
