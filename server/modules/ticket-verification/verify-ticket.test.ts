import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TICKET_VERIFICATION_CALLS, type VerifiedTicket } from '../../../contract/calls/ticket-verification';
import { tickets } from '../../db/schema/orders';
import { jsonCall } from '../../testing/test-app';
import { tripFor } from '../check-in/testing/check-in-test-calls';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';

describe('e-ticket verification', () => {
  const test = suiteApp();
  let trip: TicketedTrip;
  beforeAll(async () => {
    trip = await tripFor(test, { child: true });
  });

  /** Each caller its own address, so one test's failures do not bring another the slider. */
  const verify = async (payload: unknown, address = '10.0.0.1', locale = 'zh-CN') =>
    (
      await jsonCall(test.app, TICKET_VERIFICATION_CALLS.eticketValidate, payload, {
        'accept-language': locale,
        'x-forwarded-for': address,
      })
    ).json();

  it('confirms a genuine ticket for its passenger: coupon state, flight, issue date, fare, personal data masked; nobody needs to log in', async () => {
    const adult = trip.coupons[0]!;
    const reply = await verify({ ticketNo: adult.ticketNo, name: ` ${adult.name} ` });
    expect(reply.code).toBe('success');
    const ticket = reply.data as VerifiedTicket;
    const [stored] = await test.database.db.select().from(tickets).where(eq(tickets.id, adult.couponId));
    expect(ticket).toMatchObject({
      ticketNo: adult.ticketNo,
      genuine: true,
      issueDate: '2026-06-01',
      passengerName: `${adult.name.slice(0, 1)}${'*'.repeat(adult.name.length - 1)}`,
      passengerType: 'ADT',
      farePaid: {
        fare: stored!.fare,
        taxes: stored!.airportFee + stored!.fuelSurcharge,
        total: stored!.fare + stored!.airportFee + stored!.fuelSurcharge,
      },
    });
    expect(ticket.documentNo).toBe(`${adult.documentNo.slice(0, 3)}${'*'.repeat(11)}${adult.documentNo.slice(-4)}`);
    expect(JSON.stringify(ticket)).not.toContain(adult.documentNo);
    expect(ticket.coupons).toEqual([
      expect.objectContaining({
        couponNo: 1,
        flightNo: expect.stringMatching(/^NS\d+/),
        state: 'open',
        departure: expect.objectContaining({ code: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d$/) }),
      }),
    ]);
  });

  it('shows each coupon state as the traveller would read it: checked in, flown, refunded, void', async () => {
    const child = trip.coupons[1]!;
    for (const [status, state] of [
      ['checked_in', 'checkedIn'],
      ['used', 'flown'],
      ['refunded', 'refunded'],
      ['void', 'void'],
    ] as const) {
      await test.database.db.update(tickets).set({ status }).where(eq(tickets.id, child.couponId));
      const reply = await verify({ ticketNo: child.ticketNo, name: child.name }, '10.0.0.2');
      expect(reply.data.coupons[0].state).toBe(state);
    }
  });

  it('gives a wrong name and an unknown number the same answer, and says nothing about the ticket', async () => {
    const adult = trip.coupons[0]!;
    const wrongName = await verify({ ticketNo: adult.ticketNo, name: '王五' }, '10.0.0.3', 'en');
    const unknown = await verify({ ticketNo: '8801234567890', name: adult.name }, '10.0.0.4', 'en');
    expect(wrongName).toEqual(unknown);
    expect(wrongName).toEqual({
      code: 'TICKET_NOT_FOUND',
      message: 'No ticket matches this number and name. Check both against your itinerary.',
    });
  });

  it('refuses a number that is not 13 digits, and a missing name, before looking anything up', async () => {
    expect(await verify({ ticketNo: '88012345', name: '张伟' }, '10.0.0.5', 'en')).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'The ticket number is 13 digits',
    });
    expect(await verify({ ticketNo: '8801234567890', name: ' ' }, '10.0.0.5', 'en')).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'Please fill in this field',
    });
  });

  it('sends repeated failures on one number to the slider, even with the right name after them', async () => {
    const adult = (await tripFor(test)).coupons[0]!;
    for (const [index, name] of ['甲', '乙', '丙'].entries()) {
      expect((await verify({ ticketNo: adult.ticketNo, name }, `10.0.1.${index}`)).code).toBe('TICKET_NOT_FOUND');
    }
    const next = await verify({ ticketNo: adult.ticketNo, name: adult.name }, '10.0.1.9');
    expect(next).toMatchObject({ adsCode: '002', adsData: { url: expect.stringContaining('/risk/slider') } });
  });

  it('sends one address trying many numbers to the slider', async () => {
    for (let serial = 0; serial < 20; serial++)
      await verify({ ticketNo: `880555${String(serial).padStart(7, '0')}`, name: '张伟' }, '10.0.2.1');
    expect(await verify({ ticketNo: '8805559999999', name: '张伟' }, '10.0.2.1')).toMatchObject({ adsCode: '002' });
  });
});
