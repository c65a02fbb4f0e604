import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { storedSecret } from '../../db/stored-secret';

/**
 * E-ticket numbers that cannot be walked: still the airline's 3-digit prefix and 10 digits, but the 10 digits
 * are the e_ticket_serial sequence's next value put through a keyed permutation, so a traveller's number says
 * nothing about the numbers issued before or after it, and no number is issued twice.
 */
const HALF = 100_000;
const ROUNDS = 8;
const KEY_NAME = 'ticket_serial_key';

/** The permutation's key: generated once per database and never changed (a new key could repeat a number). */
export function ticketSerialKey(db: Db, now: Date): Promise<string> {
  return storedSecret(db, KEY_NAME, now);
}

/** 13 digits: the prefix, then the 10-digit serial. */
export function eTicketNumber(prefix: string, serial: number | bigint | string): string {
  return `${prefix}${String(serial).padStart(10, '0')}`;
}

/** A keyed permutation of 0 … 9 999 999 999: a balanced Feistel network on two 5-digit halves. */
export function scrambleSerial(serial: number, key: string): number {
  let left = Math.floor(serial / HALF);
  let right = serial % HALF;
  for (let round = 0; round < ROUNDS; round++) [left, right] = [right, (left + roundValue(key, round, right)) % HALF];
  return left * HALF + right;
}

function roundValue(key: string, round: number, half: number): number {
  return createHmac('sha256', key).update(`${round}:${half}`).digest().readUInt32BE(0) % HALF;
}

/** The next ticket number, inside the ticketing transaction. */
export async function nextTicketNumber(tx: Db, prefix: string, key: string): Promise<string> {
  for (;;) {
    const result = await tx.execute<{ serial: string }>(sql`select nextval('e_ticket_serial')::text as serial`);
    const ticketNo = eTicketNumber(prefix, scrambleSerial(Number(rowsOf<{ serial: string }>(result)[0]!.serial), key));
    // Numbers issued before serials were scrambled are sequential and may lie anywhere in the range: skip those.
    const [taken] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.ticketNo, ticketNo));
    if (!taken) return ticketNo;
  }
}

/** node-postgres answers { rows }, PGlite the same; both shapes are read here. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
