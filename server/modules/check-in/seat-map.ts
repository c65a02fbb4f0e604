import type { SeatCell, SeatMapCabin, SeatMapPassenger, SeatMapReply, SeatRow } from '../../../contract/calls/check-in';
import type { CallContext } from '../../calls/call';
import { translate } from '../../i18n';
import { takenSeats } from '../coupons/coupon-queries';
import { exitRowMessage, exitRowRefusal, loadParty, type Party } from './party';
import { flightPlan } from './seat-choice';
import { numberedRows, type PlannedSeat } from './seat-plan';

/** querySeatDiff: the flight's seats as the asked passengers see them, and which seats each may not take. */
export async function seatMap(
  context: CallContext,
  memberId: string,
  couponIds: number[],
  assistanceIds: number[],
): Promise<SeatMapReply> {
  const party = await loadParty(context, memberId, couponIds);
  const plan = flightPlan(party);
  const taken = await takenSeats(context.db, party.flight.id);
  const asked = new Set(party.asked.map((coupon) => coupon.couponId));
  const cell = (seat: PlannedSeat): SeatCell => {
    const holder = taken.get(seat.seat);
    const status = holder !== undefined ? (asked.has(holder) ? 'mine' : 'occupied') : seat.blocked ? 'blocked' : 'free';
    return {
      seat: seat.seat,
      row: seat.row,
      letter: seat.letter,
      position: seat.position,
      exitRow: seat.exitRow,
      wing: seat.wing,
      status,
      ...(status === 'mine' ? { couponId: holder } : {}),
      ...(seat.price !== undefined ? { chargeable: { price: seat.price } } : {}),
    };
  };
  const cabins: SeatMapCabin[] = party.flight.seatLayout.cabins.map((cabin) => ({
    cabinClass: cabin.cabinClass,
    seatGroups: cabin.seatGroups,
    exitRows: cabin.exitRows,
    wingRows: cabin.wingRows,
    rows: numberedRows(cabin).map((row): SeatRow => {
      const groups = cabin.seatGroups.map((letters) =>
        letters.map((letter) => plan.get(`${row}${letter}`)).map((seat) => (seat ? cell(seat) : null)),
      );
      const first = groups.flat().find((seat) => seat !== null);
      return { row, exitRow: cabin.exitRows.includes(row), wing: first?.wing ?? false, groups };
    }),
  }));
  return {
    flightId: party.flight.id,
    flightNo: party.flight.flightNo,
    flightDate: party.flight.flightDate,
    aircraftType: party.flight.aircraftType,
    aircraftName: party.flight.aircraftName,
    cabins,
    passengers: seatedPassengers(context, party, new Set(assistanceIds)),
    chargeableNotice: translate(context.locale, 'checkinServer.chargeableNotice'),
  };
}

function seatedPassengers(context: CallContext, party: Party, assistance: ReadonlySet<number>): SeatMapPassenger[] {
  return party.asked
    .filter((coupon) => coupon.passengerType !== 'INF')
    .map((coupon) => {
      const reason = exitRowRefusal(party, coupon, assistance);
      return {
        couponId: coupon.couponId,
        name: coupon.name,
        passengerType: coupon.passengerType,
        cabinClass: coupon.cabinClass,
        seat: coupon.seat,
        exitRowRefusal: reason ? { reason, message: exitRowMessage(context, reason) } : null,
      };
    });
}
