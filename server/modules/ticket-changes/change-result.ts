import { aliasedTable, and, eq } from 'drizzle-orm';
import { CHANGE_REFUSALS, type ChangeResult } from '../../../contract/calls/ticket-changes';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { ticketChangeCoupons, ticketChanges } from '../../db/schema/ticket-changes';

const oldTickets = aliasedTable(tickets, 'old_tickets');
const newTickets = aliasedTable(tickets, 'new_tickets');

/** Where a change stands: its status, what it costs, each old ticket and (once done) its new one. */
export async function changeResult(db: Db, changeNo: string, replayed: boolean): Promise<ChangeResult> {
  const [change] = await db.select().from(ticketChanges).where(eq(ticketChanges.changeNo, changeNo));
  if (!change) throw new CallError(CHANGE_REFUSALS.changeNotFound, 'change.errors.changeNotFound');
  const pairs = await db
    .select({ ticketId: oldTickets.id, oldTicketNo: oldTickets.ticketNo, newTicketNo: newTickets.ticketNo })
    .from(ticketChangeCoupons)
    .innerJoin(oldTickets, eq(oldTickets.id, ticketChangeCoupons.oldTicketId))
    .innerJoin(newTickets, eq(newTickets.id, ticketChangeCoupons.newTicketId))
    .where(eq(ticketChangeCoupons.changeNo, changeNo))
    .orderBy(ticketChangeCoupons.id);
  return {
    changeNo,
    orderNo: change.orderNo,
    status: change.status,
    amount: change.totalAmount,
    holdUntil: change.holdUntil.toISOString(),
    tickets: pairs,
    replayed,
  };
}

/** changeStatus: one of the member's own changes; another member's number reads as no change at all. */
export async function memberChangeResult(db: Db, memberId: string, changeNo: string): Promise<ChangeResult> {
  const [own] = await db
    .select({ changeNo: ticketChanges.changeNo })
    .from(ticketChanges)
    .where(and(eq(ticketChanges.changeNo, changeNo), eq(ticketChanges.memberId, memberId)));
  if (!own) throw new CallError(CHANGE_REFUSALS.changeNotFound, 'change.errors.changeNotFound');
  return changeResult(db, changeNo, false);
}
