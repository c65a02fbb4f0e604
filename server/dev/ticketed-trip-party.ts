import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkCharacter } from '../../contract/validators/id-card';
import type { Db } from '../db/client';
import { tickets, type PassengerType } from '../db/schema/orders';
import type { TicketedTripOptions } from './ticketed-trip';

interface Traveller {
  type: PassengerType;
  name: string;
  birthDate: string;
  documentNo: string;
}

/** An adult, and a child of 7 and an infant of 1 when asked for, with valid Shijiazhuang ID numbers. */
export async function party(
  db: Db,
  flightId: number,
  options: TicketedTripOptions,
  memberName: string,
  now: Date,
): Promise<Traveller[]> {
  const surname = (options.adultName ?? memberName).slice(0, 1);
  const yearsAgo = (years: number) => `${now.getUTCFullYear() - years}${now.toISOString().slice(4, 10)}`;
  const travellers: Omit<Traveller, 'documentNo'>[] = [
    { type: 'ADT', name: options.adultName ?? memberName, birthDate: '1988-05-12' },
  ];
  if (options.child) travellers.push({ type: 'CHD', name: `${surname}小雨`, birthDate: yearsAgo(7) });
  if (options.infant) travellers.push({ type: 'INF', name: `${surname}小宝`, birthDate: yearsAgo(1) });
  // The same party booked again on one flight must be other travellers: an ID sequence number not yet on board.
  const onBoard = new Set(
    (await db.select({ documentNo: tickets.documentNo }).from(tickets).where(eq(tickets.flightId, flightId))).map(
      (row) => row.documentNo,
    ),
  );
  return travellers.map((traveller) => {
    for (let sequence = randomInt(1000); ; sequence = (sequence + 1) % 1000) {
      const first17 = `130102${traveller.birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
      const documentNo = first17 + checkCharacter(first17);
      if (!onBoard.has(documentNo)) return { ...traveller, documentNo };
    }
  });
}
