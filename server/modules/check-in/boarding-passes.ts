import { CHECK_IN_REFUSALS, type BoardingPass } from '../../../contract/calls/check-in';
import { encodeBcbp, type BoardingPassBarcode } from '../../../contract/boarding-pass/bcbp';
import { latinName } from '../../../contract/boarding-pass/latin-name';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { localDateTime } from '../../../contract/airport-time';
import { prepaidLuggageKg } from '../ancillaries/prepaid-luggage';
import { gateOf } from '../flight-ops/departure-gate';
import type { CouponRow } from '../coupons/coupon-queries';
import { infantsOf, loadParty, type Party } from './party';

/** Boarding starts this long before departure. */
const BOARDING_MINUTES = 40;
const BAGGAGE_KG_BY_CABIN = { F: 40, C: 30, Y: 20 } as const;
const INFANT_BAGGAGE_KG = 10;

/** The boarding passes of checked-in coupons the member may reach; any other coupon is refused. */
export async function boardingPasses(
  context: CallContext,
  memberId: string,
  couponIds: number[],
): Promise<BoardingPass[]> {
  const party = await loadParty(context, memberId, couponIds);
  const prepaid = await prepaidLuggageKg(
    context.db,
    party.asked.map((coupon) => coupon.couponId),
  );
  return party.asked.map((coupon) => {
    if (coupon.status !== 'checked_in' || coupon.sequence === null) {
      throw new CallError(CHECK_IN_REFUSALS.notCheckedIn, 'checkinServer.refusals.notCheckedIn', {}, 200, {
        couponId: coupon.couponId,
      });
    }
    return boardingPass(party, coupon, prepaid.get(coupon.couponId) ?? 0);
  });
}

/** One coupon's pass, for the PDF download. */
export async function boardingPassOf(context: CallContext, memberId: string, couponId: number): Promise<BoardingPass> {
  const [pass] = await boardingPasses(context, memberId, [couponId]);
  return pass!;
}

function boardingPass(party: Party, coupon: CouponRow, prepaidBaggageKg: number): BoardingPass {
  const { flight } = party;
  const departure = localDateTime(flight.departureAt, flight.origin.timezone);
  const boarding = localDateTime(
    new Date(flight.departureAt.getTime() - BOARDING_MINUTES * 60_000),
    flight.origin.timezone,
  );
  const seat = coupon.passengerType === 'INF' ? 'INF' : coupon.seat!;
  const name = latinName(coupon);
  const barcode: BoardingPassBarcode = {
    passengerName: name,
    passengerDescription: passengerDescription(party, coupon),
    pnr: coupon.pnr,
    from: flight.origin.code,
    to: flight.destination.code,
    carrier: flight.flightNo.slice(0, 2),
    flightNumber: flight.flightNo.slice(2),
    flightDate: flight.flightDate,
    compartment: coupon.bookingClass,
    seat,
    sequence: coupon.sequence!,
    ticketNo: coupon.ticketNo!,
    issuedOn: localDateTime(coupon.checkedInAt!, flight.origin.timezone).date,
    // The fare's allowance plus the luggage bought for the coupon.
    freeBaggageKg:
      (coupon.passengerType === 'INF'
        ? INFANT_BAGGAGE_KG
        : (coupon.baggageKg ?? BAGGAGE_KG_BY_CABIN[coupon.cabinClass])) + prepaidBaggageKg,
  };
  return {
    couponId: coupon.couponId,
    ticketNo: coupon.ticketNo!,
    pnr: coupon.pnr,
    name: coupon.name,
    latinName: name,
    passengerType: coupon.passengerType,
    flightNo: flight.flightNo,
    date: flight.flightDate,
    from: { airport: flight.origin.code, cityName: flight.origin.cityName, airportName: flight.origin.airportName },
    to: {
      airport: flight.destination.code,
      cityName: flight.destination.cityName,
      airportName: flight.destination.airportName,
    },
    departureTime: departure.time,
    seat,
    cabin: coupon.cabinClass,
    bookingClass: coupon.bookingClass,
    gate: gateOf(flight.flightNo, flight.flightDate),
    boardingTime: boarding.time,
    sequence: coupon.sequence!,
    prepaidBaggageKg,
    bcbp: encodeBcbp(barcode),
  };
}

function passengerDescription(party: Party, coupon: CouponRow): BoardingPassBarcode['passengerDescription'] {
  if (coupon.passengerType === 'INF') return 'infant';
  if (coupon.passengerType === 'CHD') return 'child';
  return infantsOf(party, coupon).length > 0 ? 'adultWithInfant' : 'adult';
}
