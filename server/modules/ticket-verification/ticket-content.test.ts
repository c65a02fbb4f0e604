import { beforeAll, describe, expect, it } from 'vitest';
import { TICKET_VERIFICATION_CALLS, type TicketContent } from '../../../contract/calls/ticket-verification';
import { jsonCall } from '../../testing/test-app';
import { LI_NA, tripFor } from '../check-in/testing/check-in-test-calls';
import { memberHeaders } from '../orders/testing/order-test-setup';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { orders } from '../../db/schema/orders';
import { eq } from 'drizzle-orm';
import { suiteApp } from '../../testing/suite-app';

describe('e-ticket content (epid/queryContent)', () => {
  const test = suiteApp();
  let trip: TicketedTrip;
  beforeAll(async () => {
    trip = await tripFor(test);
  });

  /** Each caller its own address, so one test's failures do not bring another the slider. */
  const call = async (path: string, payload: unknown, address: string, headers: Record<string, string> = {}) =>
    (
      await jsonCall(test.app, path, payload, { 'accept-language': 'en', 'x-forwarded-for': address, ...headers })
    ).json();
  const content = (payload: unknown, address: string, headers?: Record<string, string>) =>
    call(TICKET_VERIFICATION_CALLS.queryEpidContent, payload, address, headers);

  it("gives anybody with the number and the passenger's name the receipt's content: PNR, taxes item by item, coupons", async () => {
    const adult = trip.coupons[0]!;
    const reply = await content({ ticketNo: adult.ticketNo, name: adult.name }, '10.1.0.1');
    expect(reply.code).toBe('success');
    const ticket = reply.data as TicketContent;
    const [order] = await test.database.db.select().from(orders).where(eq(orders.orderNo, trip.orderNo));
    expect(ticket).toMatchObject({ ticketNo: adult.ticketNo, genuine: true, pnr: order!.pnr });
    expect(ticket.airportFee + ticket.fuelSurcharge).toBe(ticket.farePaid.taxes);
    expect(ticket.coupons[0]).toMatchObject({ couponNo: 1, state: 'open' });
    expect(JSON.stringify(ticket)).not.toContain(adult.documentNo);
  });

  it('gives another member, logged in, nothing more than a stranger: a wrong name is refused whoever asks', async () => {
    const adult = trip.coupons[0]!;
    const otherMember = await memberHeaders(test.app, LI_NA.mobile);
    const asOther = await content({ ticketNo: adult.ticketNo, name: '王五' }, '10.1.0.2', otherMember);
    const unknown = await content({ ticketNo: '8801234567890', name: adult.name }, '10.1.0.3');
    expect(asOther).toEqual({
      code: 'TICKET_NOT_FOUND',
      message: 'No ticket matches this number and name. Check both against your itinerary.',
    });
    expect(unknown).toEqual(asOther);
  });

  it('refuses a malformed number or an empty name before looking anything up', async () => {
    expect(await content({ ticketNo: '88012345', name: '张伟' }, '10.1.0.4')).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'The ticket number is 13 digits',
    });
    expect(await content({ ticketNo: '8801234567890', name: '' }, '10.1.0.4')).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'Please fill in this field',
    });
  });

  it('counts wrong names with e-ticket verification: guesses there bring the slider here, even with the right name', async () => {
    const adult = (await tripFor(test)).coupons[0]!;
    for (const [index, name] of ['甲', '乙'].entries()) {
      const reply = await call(
        TICKET_VERIFICATION_CALLS.eticketValidate,
        { ticketNo: adult.ticketNo, name },
        `10.1.1.${index}`,
      );
      expect(reply.code).toBe('TICKET_NOT_FOUND');
    }
    expect((await content({ ticketNo: adult.ticketNo, name: '丙' }, '10.1.1.5')).code).toBe('TICKET_NOT_FOUND');
    expect(await content({ ticketNo: adult.ticketNo, name: adult.name }, '10.1.1.9')).toMatchObject({
      adsCode: '002',
      adsData: { url: expect.stringContaining('/risk/slider') },
    });
  });
});
