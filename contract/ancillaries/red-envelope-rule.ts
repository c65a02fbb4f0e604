import type { AncillaryKind } from './ancillary-calls';

/** A meal's red envelope is 5 to 30 yuan, drawn at random by the server. */
export const RED_ENVELOPE_YUAN = { min: 5, max: 30 } as const;

/** What the rule reads of an order: the order reply (orderData) has it, and the server reads it from its rows. */
export interface RedEnvelopeFacts {
  kind: AncillaryKind;
  status: string;
  refundedAmount: number;
  redEnvelope: {
    /** The envelope drawn for this order, or null. */
    amount: number | null;
    /** This order's paid coupons that no envelope (of this order or another) was ever drawn for. */
    unrewardedCoupons: number;
  } | null;
}

/**
 * Issue 26's rule, one for the SPA's button and the server's drawRedEnvelope: a meal order that is paid and
 * stays paid (nothing of it refunded) draws one envelope, and only for coupons that never had one, so
 * refunding and buying again on the same flight earns nothing more. A refund of an order whose envelope was
 * drawn takes it back (server/modules/ancillaries/red-envelope-return.ts).
 */
export function canDrawRedEnvelope(order: RedEnvelopeFacts): boolean {
  return (
    order.kind === 'meal' &&
    order.status === 'paid' &&
    order.refundedAmount === 0 &&
    order.redEnvelope !== null &&
    order.redEnvelope.amount === null &&
    order.redEnvelope.unrewardedCoupons > 0
  );
}
