import type { IssuedTicket } from '../../../contract/calls/payments';
import type { Locale } from '../../../contract/locales';
import type { CallContext } from '../../calls/call';
import type { Db } from '../../db/client';
import { ancillaryPayable, isAncillaryOrderNo } from '../ancillaries/ancillary-payable';
import { flightPayable } from './flight-payable';
import { isChangeNo } from '../../../contract/calls/ticket-changes';
import { changePayable } from '../ticket-changes/change-payable';

/**
 * What the payment gateway and the wallet need of an order they take money for, whatever it sells: a flight
 * order (tickets) or an ancillary order (luggage, meals). Both kinds share the statuses that matter to paying
 * (unpaid, paying, pay_failed, canceled); they differ in their tables, their paid status and what follows
 * the payment (ticketing, EMDs).
 */
export interface PayableOrder {
  orderNo: string;
  memberId: string;
  status: string;
  totalAmount: number;
  holdUntil: Date;
}

export interface PayableKind {
  /** Reads the order; `forUpdate` locks its row for the rest of the transaction. */
  find(db: Db, orderNo: string, forUpdate?: boolean): Promise<PayableOrder | undefined>;
  /** Moves the order to `to` when it is in one of `from`; false when it was not. */
  move(db: Db, orderNo: string, from: readonly string[], to: 'paying' | 'pay_failed'): Promise<boolean>;
  /** The money is all there: the order becomes paid (its kind's paid status). */
  markPaid(db: Db, orderNo: string, now: Date): Promise<void>;
  /** The order's timeline, where its kind keeps one. */
  record(db: Db, orderNo: string, kind: string, now: Date, detail: Record<string, unknown>): Promise<void>;
  /** After the paid transaction: issue what was bought (tickets, EMDs). Idempotent; a job repeats it. */
  afterPaid(context: Pick<CallContext, 'db' | 'clock' | 'config'>, orderNo: string): Promise<void>;
  /** What a payment status reply lists once the order is done (e-tickets), else []. */
  issued(db: Db, orderNo: string): Promise<IssuedTicket[]>;
  /** The gateway's subject line. */
  subject(locale: Locale, orderNo: string): string;
  /** The page the gateway sends the payer back to. */
  returnPath: (orderNo: string) => string;
}

/** Statuses from which an order may take money. */
export const PAYABLE = ['unpaid', 'pay_failed'] as const;
/** A traveller may switch method while an attempt waits, so 'paying' may start another one. */
export const STARTABLE = [...PAYABLE, 'paying'] as const;

export function payableKindOf(orderNo: string): PayableKind {
  if (isChangeNo(orderNo)) return changePayable;
  return isAncillaryOrderNo(orderNo) ? ancillaryPayable : flightPayable;
}
