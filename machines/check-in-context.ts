import { type CheckInFailure, type CheckInTripFacts, SEAT_TAKEN, type SeatMapFacts, type SeatRefusal, type TripQuery } from './check-in-rules';

/** The check-in chart's context and events, and the facts its guards derive from the context. */
export interface CheckInSeatChoice {
  passengerId: string;
  seatNo: string;
  needsAssistance: boolean;
}

export interface CheckInRequest<Trip> {
  trip: Trip;
  choices: CheckInSeatChoice[];
  /** A change of seat for passengers already checked in, rather than a first check-in. */
  changing: boolean;
}

export interface CheckInContext<Trip extends CheckInTripFacts = CheckInTripFacts, SeatMap extends SeatMapFacts = SeatMapFacts, Pass = unknown> {
  query?: TripQuery;
  trip?: Trip;
  chosenIds: string[];
  assistanceIds: string[];
  seatMap?: SeatMap;
  /** passengerId → seatNo chosen on the map. */
  seats: Record<string, string>;
  changing: boolean;
  boardingPasses: Pass[];
  failure?: CheckInFailure;
  /** Why the last seat choice was refused, or SEAT_TAKEN after losing a race; cleared by the next good choice. */
  notice?: SeatRefusal | typeof SEAT_TAKEN;
}

export type CheckInEvent =
  | { type: 'trip.find'; query: TripQuery }
  | { type: 'passenger.toggle'; passengerId: string }
  | { type: 'passenger.assistance'; passengerId: string; needed: boolean }
  | { type: 'passengers.confirm' }
  | { type: 'boardingPass.open'; passengerId: string }
  | { type: 'seat.choose'; passengerId: string; seatNo: string }
  | { type: 'seats.confirm' }
  | { type: 'checkIn.submit' }
  | { type: 'seat.change' }
  | { type: 'checkIn.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'retry' }
  | { type: 'back' };

export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the app`);
};

export function choiceFacts(context: CheckInContext, passengerId: string) {
  const companionSeats = Object.entries(context.seats).filter(([id]) => id !== passengerId).map(([, seat]) => seat);
  return {
    seatMap: context.seatMap,
    passenger: context.trip?.passengers.find((passenger) => passenger.passengerId === passengerId && context.chosenIds.includes(passengerId)),
    needsAssistance: context.assistanceIds.includes(passengerId),
    companionSeats,
    ownSeat: context.changing ? context.seats[passengerId] : undefined,
  };
}

export function isEligible(context: CheckInContext, passengerId: string): boolean {
  const passenger = context.trip?.passengers.find((candidate) => candidate.passengerId === passengerId);
  return passenger !== undefined && passenger.passengerType !== 'INF' && !passenger.ineligibleReason && !passenger.checkedInSeatNo;
}

