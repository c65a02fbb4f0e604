import type { CheckInEvent } from './check-in-context';
import { SEAT_TAKEN, type CheckInTripFacts, type SeatMapFacts } from './check-in-rules';

/**
 * How /flows and the coverage tool run the check-in chart: a trip of an adult, a child, a passenger who may not
 * check in online and one already checked in; a two-row map with a free exit-row seat, an occupied seat and a
 * free ordinary seat; and each call's success and failure (a lost seat race among them).
 */
export const sampleCheckInTrip: CheckInTripFacts = {
  passengers: [
    { passengerId: 'adult', passengerType: 'ADT', withInfant: false },
    { passengerId: 'child', passengerType: 'CHD', withInfant: false },
    { passengerId: 'late', passengerType: 'ADT', withInfant: false, ineligibleReason: 'CHECK_IN_CLOSED' },
    { passengerId: 'done', passengerType: 'ADT', withInfant: false, checkedInSeatNo: '2A' },
  ],
};

export const sampleSeatMap: SeatMapFacts = {
  cabins: [
    {
      rows: [
        { seats: [{ seatNo: '1A', availability: 'free', exitRow: true }, { seatNo: '1B', availability: 'occupied', exitRow: true }] },
        { seats: [{ seatNo: '2A', availability: 'occupied', exitRow: false }, { seatNo: '2B', availability: 'free', exitRow: false }] },
      ],
    },
  ],
};

const actorEvents = (id: string, output: unknown, ...errors: object[]) => [
  { type: `xstate.done.actor.${id}`, output },
  ...errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
];

export const checkInSimulation = {
  events: [
    { type: 'trip.find', query: { by: 'ticket', ticketNo: '8801234567890' } },
    { type: 'passenger.toggle', passengerId: 'adult' },
    { type: 'passenger.toggle', passengerId: 'late' },
    { type: 'passenger.assistance', passengerId: 'adult', needed: true },
    { type: 'boardingPass.open', passengerId: 'done' },
    { type: 'boardingPass.open', passengerId: 'adult' },
    { type: 'seat.choose', passengerId: 'adult', seatNo: '2B' },
    { type: 'seat.choose', passengerId: 'adult', seatNo: '1A' },
    ...actorEvents('findTrip', sampleCheckInTrip, { code: 'TICKET_NOT_FOUND' }),
    ...actorEvents('loadSeatMap', sampleSeatMap, { code: 'UNREACHABLE' }),
    ...actorEvents('checkIn', [{ seatNo: '2B' }], { code: SEAT_TAKEN, seatNos: ['2B'] }, { code: 'CHECK_IN_CLOSED' }),
    ...actorEvents('loadBoardingPasses', [{ seatNo: '2A' }], { code: 'UNREACHABLE' }),
    ...actorEvents('cancelCheckIn', undefined, { code: 'UNREACHABLE' }),
  ] satisfies ({ type: string } | CheckInEvent)[],
};
