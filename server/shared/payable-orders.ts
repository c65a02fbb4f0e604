import type { IssuedTicket } from '../../contract/calls/payments';
import type { Locale } from '../../contract/locales';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';

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
  /** Whether an order number is of this kind. */
  owns(orderNo: string): boolean;
  /** Reads the order; `forUpdate` locks its row for the rest of the transaction. */
  find(db: Db, orderNo: string, forUpdate?: boolean): Promise<PayableOrder | undefined>;
  /** Moves the order to `to` when it is in one of `from`; false when it was not. */
  move(db: Db, orderNo: string, from: readonly string[], to: 'paying' | 'pay_failed'): Promise<boolean>;
  /** The money is all there: the order becomes paid (its kind's paid status). */
  markPaid(db: Db, orderNo: string, now: Date): Promise<void>;
  /** The order's timeline, where its kind keeps one. */
  record(db: Db, orderNo: string, kind: string, now: Date, detail: Record<string, unknown>): Promise<void>;
  /** After the paid transaction: issue what was bought (tickets, EMDs). Idempotent; a job repeats it. */
  afterPaid(context: { db: Db; clock: Clock; config: Config }, orderNo: string): Promise<void>;
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

/** The kinds of order the site takes money for, as the composition root (server/modules/index.ts) hands them in. */
export interface Payables {
  kindOf(orderNo: string): PayableKind;
}

/** Payables of these kinds: an order is of the first kind that owns its number, else of the last (the default). */
export function payablesOf(kinds: readonly [PayableKind, ...PayableKind[]]): Payables {
  const fallback = kinds[kinds.length - 1]!;
  return { kindOf: (orderNo) => kinds.find((kind) => kind.owns(orderNo)) ?? fallback };
}
