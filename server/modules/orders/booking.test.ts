import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { partyTotal, passengerPrices } from '../../../contract/calls/flight-pricing';
import type { BookFlightData, OrderDetailsData } from '../../../contract/calls/orders';
import { orderPassengers } from '../../db/schema/orders';
import { exchangeStandards } from '../points/standards-service';
import { routes, flights } from '../../db/schema/schedule';
import { effectiveTransferees } from '../member-centre/testing/member-test-setup';
import { PNR_ALPHABET } from './order-numbers';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  idCardFor,
  inventoryOf,
  memberHeaders,
  orderCall,
  suiteMemberHeaders,
} from './testing/order-test-setup';
import { pointsBalance } from '../points/points-ledger';
import { suiteApp } from '../../testing/suite-app';

describe('booking a flight (bookFlight, bookFlightInter)', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const taxesOf = async (flightNo: string) => {
    const [row] = await test.database.db
      .select({ airportFee: routes.airportFee, fuelSurcharge: routes.fuelSurcharge })
      .from(flights)
      .innerJoin(routes, eq(routes.code, flights.routeCode))
      .where(eq(flights.flightNo, flightNo))
      .limit(1);
    return row!;
  };
  /** An adult's points for a points ticket from SJW to HGH (NS3115) in a cabin: the exchangeStandard row. */
  const hangzhouAward = async (cabinClass: string) =>
    (await exchangeStandards(test.database.db, { origin: 'SJW', destination: 'HGH' })).find(
      (row) => row.cabinClass === cabinClass,
    )!.points;
  const details = (orderNo: string, headers = zhangWei) =>
    orderCall<OrderDetailsData>(test.app, CALLS.orderDetails, { orderNo }, headers);

  it('creates an unpaid order with a PNR, a 30-minute hold, its coupons and one seat fewer', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-06-10');
    const before = await inventoryOf(test.database.db, flight);
    const reply = await book(test.app, bookingFor([flight], [adult(1, '张伟')]), zhangWei);
    expect(reply.resultCode).toBe('0');
    const order = reply.data as BookFlightData;
    const taxes = await taxesOf('NS3105');
    expect(order).toMatchObject({
      status: 'unpaid',
      holdUntil: '2026-06-01T02:30:00.000Z',
      totalAmount: flight.price + taxes.airportFee + taxes.fuelSurcharge,
      totalPoints: 0,
    });
    expect(order.pnr).toMatch(new RegExp(`^[${PNR_ALPHABET}]{6}$`));
    expect(order.orderNo).toMatch(/^HB260601\d{7}$/);
    expect(await inventoryOf(test.database.db, flight)).toEqual({ bucket: before.bucket - 1, cabin: before.cabin - 1 });
    const detail = (await details(order.orderNo)).data;
    expect(detail.passengers).toMatchObject([{ name: '张伟', passengerType: 'ADT' }]);
    expect(detail.coupons).toMatchObject([{ fare: flight.price, status: 'booked', ticketNo: null }]);
    expect(detail.segments[0]).toMatchObject({
      flightNo: 'NS3105',
      departure: { airport: 'SJW', time: '07:50' },
      arrival: { airport: 'SHA' },
    });
    expect(detail.timeline.map((event) => event.kind)).toEqual(['created']);
    expect(detail.actions).toEqual({ pay: true, cancel: true, refund: false, checkIn: false, change: false });
  });

  it('books a round trip for a family: children pay half, an infant takes no seat', async () => {
    const outbound = await bookableFlight(test.database.db, 'NS3101', '2026-06-12', 'M');
    const inbound = await bookableFlight(test.database.db, 'NS3102', '2026-06-15', 'M');
    const [outBefore, inBefore] = [
      await inventoryOf(test.database.db, outbound),
      await inventoryOf(test.database.db, inbound),
    ];
    const child = {
      passengerType: 'CHD' as const,
      name: '张小明',
      documentType: '0',
      documentNo: idCardFor('2018-02-03', 7),
      birthDate: '2018-02-03',
    };
    const infant = {
      passengerType: 'INF' as const,
      name: '张小宝',
      documentType: '208',
      documentNo: 'BC20250101',
      birthDate: '2025-09-01',
      accompanyingAdultIndex: 0,
    };
    const reply = await book(test.app, bookingFor([outbound, inbound], [adult(2), child, infant]), zhangWei);
    expect(reply.resultCode).toBe('0');
    const taxes = await taxesOf('NS3101');
    const counts = { adults: 1, children: 1, infants: 1 };
    const expected =
      partyTotal(passengerPrices(outbound.price, taxes), counts) +
      partyTotal(passengerPrices(inbound.price, taxes), counts);
    expect((reply.data as BookFlightData).totalAmount).toBe(expected);
    expect(await inventoryOf(test.database.db, outbound)).toEqual({
      bucket: outBefore.bucket - 2,
      cabin: outBefore.cabin - 2,
    });
    expect(await inventoryOf(test.database.db, inbound)).toEqual({
      bucket: inBefore.bucket - 2,
      cabin: inBefore.cabin - 2,
    });
    const rows = await test.database.db
      .select()
      .from(orderPassengers)
      .where(eq(orderPassengers.orderNo, (reply.data as BookFlightData).orderNo));
    const lap = rows.find((row) => row.passengerType === 'INF')!;
    expect(rows.find((row) => row.id === lap.accompanyingAdultId)?.passengerType).toBe('ADT');
    expect((await details((reply.data as BookFlightData).orderNo)).data.coupons).toHaveLength(6);
  });

  it('books international flights only through bookFlightInter', async () => {
    const seoul = await bookableFlight(test.database.db, 'NS3307', '2026-06-11');
    const passenger = {
      passengerType: 'ADT' as const,
      name: 'ZHANG/WEI',
      lastName: 'Zhang',
      firstName: 'Wei',
      documentType: '4',
      documentNo: 'E12345678',
      birthDate: '1985-04-12',
      gender: '1' as const,
      nationality: 'CN',
      issuingPlace: 'CN',
      documentExpiry: '2030-01-01',
    };
    const international = await book(test.app, bookingFor([seoul], [passenger], 'international'), zhangWei);
    expect(international.resultCode).toBe('0');
    expect((await details((international.data as BookFlightData).orderNo)).data).toMatchObject({
      kind: 'international',
      passengers: [{ name: 'ZHANG/WEI', documentNo: 'E12345678' }],
    });
    const wrongCall = await orderCall(test.app, CALLS.bookFlight, bookingFor([seoul], [adult(3)]), zhangWei);
    expect(wrongCall.resultCode).toBe('FLIGHT_NOT_BOOKABLE');
  });

  it('pays an award ticket in points and its taxes in cash, from a verified club member', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3115', '2026-06-13', 'L');
    const balanceBefore = await pointsBalance(test.database.db, 'demo-verified');
    await effectiveTransferees(test.database.db, 'demo-verified', [adult(4)], test.clock.now());
    const reply = await book(test.app, bookingFor([flight], [adult(4)], 'points'), zhangWei);
    const taxes = await taxesOf('NS3115');
    const award = await hangzhouAward('Y');
    expect(reply.data).toMatchObject({ totalPoints: award, totalAmount: taxes.airportFee + taxes.fuelSurcharge });
    expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(balanceBefore - award);
  });

  it('refuses award tickets without real-name verification, without a club id and beyond the balance', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3115', '2026-06-14', 'J');
    const awardBookingOf = async (mobile: string) =>
      book(test.app, bookingFor([flight], [adult(5)], 'points'), {
        ...(await memberHeaders(test.app, mobile)),
        'accept-language': 'en',
      });
    const unverified = await awardBookingOf('13900139000');
    expect(unverified).toMatchObject({
      resultCode: 'REAL_NAME_REQUIRED',
      resultMsg: 'Please real-name verify, register/bind club member',
    });
    const noClub = await awardBookingOf('13700137000');
    expect(noClub).toMatchObject({
      resultCode: 'CLUB_REQUIRED',
      resultMsg: 'Please register or bind the club on the member home page',
    });
    const party = [0, 1, 2, 3, 4, 5].map((index) => adult(20 + index));
    await effectiveTransferees(test.database.db, 'demo-verified', party, test.clock.now());
    const before = await inventoryOf(test.database.db, flight);
    const tooMany = await book(test.app, bookingFor([flight], party, 'points'), zhangWei);
    expect(tooMany.resultCode).toBe('NOT_ENOUGH_POINTS');
    expect(tooMany.data).toMatchObject({
      pointsNeeded: (await hangzhouAward('C')) * 6,
      pointsBalance: await pointsBalance(test.database.db, 'demo-verified'),
    });
    expect(await inventoryOf(test.database.db, flight)).toEqual(before);
  });
});
