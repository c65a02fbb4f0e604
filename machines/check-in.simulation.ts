import type { CheckInTrip, SeatCell, SeatMapReply, TripPassenger } from '../contract/calls/check-in-replies';
import type { CheckInEvent } from './check-in-context';
import { SEAT_TAKEN } from './check-in-rules';

/**
 * How /flows, the coverage tool and the chart's tests run check-in: a trip of an adult with an infant, a child,
 * a passenger whose check-in has closed and one already checked in; a two-row map with a free exit-row seat,
 * an occupied one, the checked-in passenger's seat and a free ordinary seat; each call's success and failure.
 */
const place = (airport: string, time: string) => {
  const name = { zhCn: airport, zhTw: airport, en: airport };
  return {
    airport,
    cityName: name,
    airportName: name,
    date: '2026-03-10',
    time,
    at: `2026-03-10T${time}:00+08:00`,
    timeZone: 'Asia/Shanghai',
  };
};

const passenger = (couponId: number, name: string, facts: Partial<TripPassenger> = {}): TripPassenger => ({
  couponId,
  ticketNo: `880123456789${couponId}`,
  passengerType: 'ADT',
  name,
  accompanyingAdultCouponId: null,
  cabinClass: 'Y',
  bookingClass: 'Y',
  state: 'open',
  seat: null,
  eligibility: { code: 'ok', message: '' },
  ...facts,
});

export const sampleCheckInTrip: CheckInTrip = {
  orderNo: 'O2026031000001',
  pnr: 'HX2K9P',
  flight: {
    flightId: 1,
    flightNo: 'HB1234',
    flightDate: '2026-03-10',
    departure: place('SJW', '14:30'),
    arrival: place('CAN', '17:40'),
    aircraftType: '320',
    aircraftName: { zhCn: '空客A320', zhTw: '空中巴士A320', en: 'Airbus A320' },
  },
  checkInOpensAt: '2026-03-09T14:30:00+08:00',
  checkInClosesAt: '2026-03-10T13:45:00+08:00',
  passengers: [
    passenger(1, '张伟'),
    passenger(2, '张小明', { passengerType: 'CHD' }),
    passenger(3, '李娜', { eligibility: { code: 'closed', message: '值机已关闭' } }),
    passenger(4, '王芳', { state: 'checked_in', seat: '2A' }),
    passenger(5, '张宝宝', {
      passengerType: 'INF',
      accompanyingAdultCouponId: 1,
      eligibility: { code: 'infantOnAdult', message: '' },
    }),
  ],
};

const cell = (seat: string, facts: Partial<SeatCell> = {}): SeatCell => {
  const row = Number(seat.slice(0, -1));
  return {
    seat,
    row,
    letter: seat.slice(-1),
    position: 'window',
    exitRow: row === 1,
    wing: false,
    status: 'free',
    ...facts,
  };
};

export const sampleSeatMap: SeatMapReply = {
  flightId: 1,
  flightNo: 'HB1234',
  flightDate: '2026-03-10',
  aircraftType: '320',
  aircraftName: { zhCn: '空客A320', zhTw: '空中巴士A320', en: 'Airbus A320' },
  cabins: [
    {
      cabinClass: 'Y',
      seatGroups: [['A'], ['B']],
      exitRows: [1],
      wingRows: [1, 2],
      rows: [
        { row: 1, exitRow: true, wing: true, groups: [[cell('1A')], [cell('1B', { status: 'occupied' })]] },
        { row: 2, exitRow: false, wing: true, groups: [[cell('2A', { status: 'mine', couponId: 4 })], [cell('2B')]] },
      ],
    },
  ],
  passengers: [
    {
      couponId: 1,
      name: '张伟',
      passengerType: 'ADT',
      cabinClass: 'Y',
      seat: null,
      exitRowRefusal: { reason: 'withInfant', message: '携带婴儿的旅客不能坐紧急出口座位' },
    },
    {
      couponId: 2,
      name: '张小明',
      passengerType: 'CHD',
      cabinClass: 'Y',
      seat: null,
      exitRowRefusal: { reason: 'child', message: '儿童不能坐紧急出口座位' },
    },
    { couponId: 4, name: '王芳', passengerType: 'ADT', cabinClass: 'Y', seat: '2A', exitRowRefusal: null },
  ],
  chargeableNotice: '',
};

const actorEvents = (id: string, output: unknown, ...errors: object[]) => [
  { type: `xstate.done.actor.${id}`, output },
  ...errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
];

export const checkInSimulation = {
  events: [
    { type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567891', nameOrDocumentNo: '张伟' } },
    { type: 'trip.select', trip: sampleCheckInTrip },
    { type: 'passenger.toggle', couponId: 1 },
    { type: 'passenger.assistance', couponId: 1, needed: true },
    { type: 'boardingPass.open', couponId: 4 },
    { type: 'seat.choose', couponId: 1, seat: '2B' },
    { type: 'seat.choose', couponId: 1, seat: '1A' },
    ...actorEvents('findTrip', [sampleCheckInTrip], { code: 'TRIP_NOT_FOUND' }),
    { type: 'xstate.done.actor.findTrip', output: [sampleCheckInTrip, sampleCheckInTrip] },
    { type: 'xstate.done.actor.findTrip', output: [] },
    ...actorEvents('loadSeatMap', sampleSeatMap, { code: 'UNREACHABLE' }),
    ...actorEvents(
      'checkIn',
      [{ couponId: 1, seat: '2B' }],
      { code: SEAT_TAKEN, seats: ['2B'] },
      { code: 'CHECKIN_NOT_ELIGIBLE' },
    ),
    ...actorEvents('loadBoardingPasses', [{ couponId: 4, seat: '2A' }], { code: 'UNREACHABLE' }),
    ...actorEvents('cancelCheckIn', { couponIds: [1] }, { code: 'UNREACHABLE' }),
  ] satisfies ({ type: string } | CheckInEvent)[],
};
