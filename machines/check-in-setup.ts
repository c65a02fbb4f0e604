import { assertEvent, assign, setup } from 'xstate';
import type { BoardingPass, CheckInTrip, SeatMapReply } from '../contract/calls/check-in-replies';
import {
  failureOf,
  isCheckedIn,
  passengerOf,
  SEAT_TAKEN,
  seatRefusal,
  TRIP_NOT_FOUND,
  type CheckInFailure,
  type TripQuery,
} from './check-in-rules';
import {
  choiceFacts,
  isEligible,
  type CheckInContext,
  type CheckInEvent,
  type CheckInPage,
  type CheckInRequest,
  type CouponsInput,
} from './check-in-context';
import { failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';

// What an invoked call brings back, read once where it arrives: guards and actions get it typed.
type TripsParams = { trips: CheckInTrip[] };
type FailureParams = { failure: CheckInFailure };
export const tripsIn = ({ event }: { event: { output: CheckInTrip[] } }): TripsParams => ({ trips: event.output });
export const { failureIn, failedTo } = failureTransitions(failureOf);

export const initialContext: CheckInContext = {
  trips: [],
  chosenIds: [],
  assistanceIds: [],
  seats: {},
  changing: false,
  boardingPasses: [],
};

/**
 * What the check-in chart works with: the calls the app provides, the guards on the traveller's choices and the
 * seat rules, and the actions that keep trip, passengers, seats and boarding passes in context.
 */
export const checkInSetup = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    tags: {} as PageTag<CheckInPage>,
  },
  actors: {
    findTrip: notProvided<CheckInTrip[], TripQuery>('findTrip'),
    loadSeatMap: notProvided<SeatMapReply, CouponsInput>('loadSeatMap'),
    checkIn: notProvided<BoardingPass[], CheckInRequest>('checkIn'),
    loadBoardingPasses: notProvided<BoardingPass[], CouponsInput>('loadBoardingPasses'),
    cancelCheckIn: notProvided<void, CouponsInput>('cancelCheckIn'),
  },
  guards: {
    isEligiblePassenger: ({ context, event }) => {
      assertEvent(event, ['passenger.toggle', 'passenger.assistance']);
      return isEligible(context, event.couponId);
    },
    hasOneTrip: (_, { trips }: TripsParams) => trips.length === 1,
    hasSeveralTrips: (_, { trips }: TripsParams) => trips.length > 1,
    isCheckedInPassenger: ({ context, event }) => {
      assertEvent(event, 'boardingPass.open');
      const passenger = passengerOf(context.trip, event.couponId);
      return passenger !== undefined && isCheckedIn(passenger);
    },
    hasChosenPassengers: ({ context }) => context.chosenIds.length > 0,
    isSeatRefused: ({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return seatRefusal(event.seat, choiceFacts(context, event.couponId)) !== undefined;
    },
    hasEverySeat: ({ context }) => context.chosenIds.every((id) => context.seats[id] !== undefined),
    isSeatTaken: (_, { failure }: FailureParams) => failure.code === SEAT_TAKEN,
    isChangingSeat: ({ context }) => context.changing,
  },
  actions: {
    // A new search or another trip starts the check-in over: nothing chosen for the last trip carries over.
    startOver: assign(({ event }) => ({
      ...initialContext,
      query: event.type === 'trip.find' ? event.query : undefined,
      trip: undefined,
      seatMap: undefined,
      failure: undefined,
      notice: undefined,
    })),
    rememberTrips: assign((_, { trips }: TripsParams) => ({ trips })),
    rememberOnlyTrip: assign((_, { trips }: TripsParams) => ({ trips: [], trip: trips[0] })),
    noteNoTrip: assign({ failure: { code: TRIP_NOT_FOUND } }),
    selectTrip: assign(({ event }) => (assertEvent(event, 'trip.select'), { trip: event.trip })),
    rememberFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    togglePassenger: assign(({ context, event }) => {
      assertEvent(event, 'passenger.toggle');
      const { [event.couponId]: _dropped, ...otherSeats } = context.seats;
      if (!context.chosenIds.includes(event.couponId)) return { chosenIds: [...context.chosenIds, event.couponId] };
      return { chosenIds: context.chosenIds.filter((id) => id !== event.couponId), seats: otherSeats };
    }),
    setAssistance: assign(({ context, event }) => {
      assertEvent(event, 'passenger.assistance');
      const others = context.assistanceIds.filter((id) => id !== event.couponId);
      return { assistanceIds: event.needed ? [...others, event.couponId] : others };
    }),
    openCheckedInPassenger: assign(({ context, event }) => {
      assertEvent(event, 'boardingPass.open');
      const passenger = passengerOf(context.trip, event.couponId)!;
      return {
        chosenIds: [event.couponId],
        assistanceIds: [],
        seats: { [event.couponId]: passenger.seat! },
        seatMap: undefined,
        notice: undefined,
      };
    }),
    rememberSeatMap: assign((_, { seatMap }: { seatMap: SeatMapReply }) => ({ seatMap })),
    // Seats chosen before are kept only while the new map still offers them to their passenger.
    keepSeatsStillOffered: assign(({ context }) => ({
      seats: Object.fromEntries(
        Object.entries(context.seats).filter(([id, seat]) => !seatRefusal(seat, choiceFacts(context, Number(id)))),
      ),
    })),
    chooseSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return { seats: { ...context.seats, [event.couponId]: event.seat }, notice: undefined };
    }),
    noteRefusal: assign(({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return { notice: seatRefusal(event.seat, choiceFacts(context, event.couponId)) };
    }),
    releaseTakenSeats: assign(({ context }, { failure }: FailureParams) => {
      const taken = failure.seats;
      const seats = Object.fromEntries(
        Object.entries(context.seats).filter(([, seat]) => taken !== undefined && !taken.includes(seat)),
      );
      return { seats, notice: SEAT_TAKEN as typeof SEAT_TAKEN, failure: undefined };
    }),
    rememberBoardingPasses: assign((_, { boardingPasses }: { boardingPasses: BoardingPass[] }) => ({
      boardingPasses,
      changing: false,
      notice: undefined,
      failure: undefined,
    })),
    startChangingSeat: assign({ changing: true, notice: undefined }),
    stopChangingSeat: assign({ changing: false, notice: undefined }),
    clearFailure: assign({ failure: undefined }),
    leaveSeatMap: assign({ notice: undefined, seatMap: undefined }),
  },
});
