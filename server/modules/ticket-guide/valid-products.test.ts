import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import type { QueryValidProductData } from '../../../contract/calls/valid-products';
import { jsonCall, jsonReplyIn } from '../../testing/test-app';
import { ancillaryCaller, ownerAndStrangerSuite, ticketedTrip } from '../ancillaries/testing/ancillary-test-calls';

const codesOf = (data: QueryValidProductData) =>
  Object.fromEntries(data.segments[0]!.products.map((product) => [product.product, product.code]));

describe('ticket-guide productPage/queryValidProduct', () => {
  const { test, zhangWei: owner, stranger } = ownerAndStrangerSuite();
  let ticket: { ticketNo: string; name: string };
  const ask = (payload: unknown, headers: Record<string, string>, language = 'en') =>
    jsonReplyIn<QueryValidProductData>(test.app, CALLS.queryValidProduct, payload, language, headers);
  beforeAll(async () => {
    ticket = (await ticketedTrip(test.app, owner, 72)).orders[0]!.coupons[0]!;
  });

  it('tells, per flight of the ticket, that luggage and a meal can be had and when check-in opens', async () => {
    const reply = await ask({ ticketNo: ticket.ticketNo, passengerName: ticket.name }, owner);
    expect(reply.code).toBe('success');
    expect(reply.data).toMatchObject({ ticketNo: ticket.ticketNo, passengerName: ticket.name });
    expect(codesOf(reply.data)).toEqual({ luggage: 'ok', meal: 'ok', checkIn: 'notOpenYet' });
    const checkIn = reply.data.segments[0]!.products.find((product) => product.product === 'checkIn')!;
    expect(checkIn.message).toMatch(/open/i);
  });

  it('follows the clock: close to departure the meal sale has closed and check-in is open', async () => {
    const soon = (await ticketedTrip(test.app, owner, 5)).orders[0]!.coupons[0]!;
    const reply = await ask({ ticketNo: soon.ticketNo, passengerName: soon.name }, owner, 'zh-TW');
    expect(codesOf(reply.data)).toEqual({ luggage: 'ok', meal: 'saleClosed', checkIn: 'ok' });
    const meal = reply.data.segments[0]!.products.find((product) => product.product === 'meal')!;
    expect(meal.message).not.toBe('');
    expect(new Date(meal.closesAt).getTime()).toBeLessThan(Date.parse(reply.data.segments[0]!.flight.departure.at));
  });

  it('needs the passenger’s name: a wrong one answers as an unknown number does, in the user’s language', async () => {
    const wrongName = await ask({ ticketNo: ticket.ticketNo, passengerName: '王五' }, owner);
    const unknown = await ask({ ticketNo: '8809999999999', passengerName: ticket.name }, owner);
    expect(wrongName).toMatchObject({
      code: 'ANC_TRIP_NOT_FOUND',
      message: "No trip found for this ticket: check the ticket number and the passenger's name",
    });
    expect(unknown.message).toBe(wrongName.message);
    expect((await ask({ ticketNo: ticket.ticketNo, passengerName: '王五' }, owner, 'zh-CN')).message).toMatch(/票号/);
    // Misses on one number count in the risk engine: guessing names brings the slider.
    const replies = [];
    for (const name of ['赵六', '钱七', '孙八'])
      replies.push(await ask({ ticketNo: ticket.ticketNo, passengerName: name }, owner));
    expect(replies.map((reply) => reply.code)).toContain('002');
  });

  it('answers another member who has both facts, shows them nothing without, and proves no trip to them', async () => {
    const ticket = (await ticketedTrip(test.app, owner, 72)).orders[0]!.coupons[0]!;
    expect((await ask({ ticketNo: ticket.ticketNo, passengerName: 'LI/SI' }, stranger)).code).toBe(
      'ANC_TRIP_NOT_FOUND',
    );
    const found = await ask({ ticketNo: ticket.ticketNo, passengerName: ticket.name }, stranger);
    expect(found.code).toBe('success');
    const strangerTrips = await ancillaryCaller(test.app, 'luggage', stranger)<TripsData>('queryFlightTrip', {});
    expect(strangerTrips.data.trips.flatMap((trip) => trip.passengers.map((one) => one.ticketNo))).not.toContain(
      ticket.ticketNo,
    );
  });

  it('sends nobody to log in', async () => {
    const reply = await jsonCall(test.app, CALLS.queryValidProduct, {
      ticketNo: ticket.ticketNo,
      passengerName: ticket.name,
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a malformed ticket number or a missing name with the form’s message', async () => {
    expect(await ask({ ticketNo: '12345', passengerName: ticket.name }, owner)).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'The ticket number is 13 digits',
    });
    expect(await ask({ ticketNo: ticket.ticketNo, passengerName: ' ' }, owner, 'zh-CN')).toMatchObject({
      rCode: 'RR0001',
    });
  });
});
