import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
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
  checkInRequestOf,
  choiceFacts,
  couponsOf,
  isEligible,
  type CheckInContext,
  type CheckInEvent,
  type CheckInRequest,
  type CouponsInput,
} from './check-in-context';

// What an invoked call brings back, read once where it arrives: guards and actions get it typed.
type TripsParams = { trips: CheckInTrip[] };
type FailureParams = { failure: CheckInFailure };
const tripsIn = ({ event }: { event: { output: CheckInTrip[] } }): TripsParams => ({ trips: event.output });
const failureIn = ({ event }: { event: { error: unknown } }): FailureParams => ({ failure: failureOf(event.error) });

const initialContext: CheckInContext = {
  trips: [],
  chosenIds: [],
  assistanceIds: [],
  seats: {},
  changing: false,
  boardingPasses: [],
};

/**
 * Online check-in: find the trip (by ticket, by document and name, or one of the member's trips), choose who
 * checks in, choose a seat each on the map, confirm, get the boarding passes; then change seat or cancel.
 * Every failed call is a state with retry and back; losing a seat to someone faster reloads the map.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
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
}).createMachine({
  id: 'checkIn',
  context: initialContext,
  initial: 'findingTrip',
  on: {
    // A new search starts over from any step that has no call under way.
    'trip.find': { target: '.lookingUpTrip', actions: 'startOver' },
    'trip.select': { target: '.choosingPassengers', actions: ['startOver', 'selectTrip'] },
  },
  states: {
    findingTrip: {},
    lookingUpTrip: {
      invoke: {
        id: 'findTrip',
        src: 'findTrip',
        input: ({ context }) => context.query!,
        onDone: [
          {
            guard: { type: 'hasOneTrip', params: tripsIn },
            target: 'choosingPassengers',
            actions: { type: 'rememberOnlyTrip', params: tripsIn },
          },
          {
            guard: { type: 'hasSeveralTrips', params: tripsIn },
            target: 'choosingTrip',
            actions: { type: 'rememberTrips', params: tripsIn },
          },
          { target: 'tripLookupFailed', actions: 'noteNoTrip' },
        ],
        onError: { target: 'tripLookupFailed', actions: { type: 'rememberFailure', params: failureIn } },
      },
    },
    tripLookupFailed: {
      on: { retry: 'lookingUpTrip', back: { target: 'findingTrip', actions: 'startOver' } },
    },
    // Several trips found (a traveller's document, a ticket of a round trip): the user picks one (trip.select).
    choosingTrip: {
      on: { back: { target: 'findingTrip', actions: 'startOver' } },
    },
    choosingPassengers: {
      on: {
        'passenger.toggle': { guard: 'isEligiblePassenger', actions: 'togglePassenger' },
        'passenger.assistance': { guard: 'isEligiblePassenger', actions: 'setAssistance' },
        'passengers.confirm': { guard: 'hasChosenPassengers', target: 'loadingSeatMap' },
        'boardingPass.open': {
          guard: 'isCheckedInPassenger',
          target: 'loadingBoardingPasses',
          actions: 'openCheckedInPassenger',
        },
        back: { target: 'findingTrip', actions: 'startOver' },
      },
    },
    loadingBoardingPasses: {
      invoke: {
        id: 'loadBoardingPasses',
        src: 'loadBoardingPasses',
        input: ({ context }) => couponsOf(context),
        onDone: {
          target: 'boardingPass',
          actions: { type: 'rememberBoardingPasses', params: ({ event }) => ({ boardingPasses: event.output }) },
        },
        onError: { target: 'boardingPassFailed', actions: { type: 'rememberFailure', params: failureIn } },
      },
    },
    boardingPassFailed: {
      on: {
        retry: { target: 'loadingBoardingPasses', actions: 'clearFailure' },
        back: { target: 'choosingPassengers', actions: 'clearFailure' },
      },
    },
    loadingSeatMap: {
      invoke: {
        id: 'loadSeatMap',
        src: 'loadSeatMap',
        input: ({ context }) => couponsOf(context),
        onDone: {
          target: 'choosingSeats',
          actions: [
            { type: 'rememberSeatMap', params: ({ event }) => ({ seatMap: event.output }) },
            'keepSeatsStillOffered',
          ],
        },
        onError: { target: 'seatMapFailed', actions: { type: 'rememberFailure', params: failureIn } },
      },
    },
    seatMapFailed: {
      on: {
        retry: { target: 'loadingSeatMap', actions: 'clearFailure' },
        back: [
          { guard: 'isChangingSeat', target: 'boardingPass', actions: ['clearFailure', 'stopChangingSeat'] },
          { target: 'choosingPassengers', actions: 'clearFailure' },
        ],
      },
    },
    choosingSeats: {
      on: {
        'seat.choose': [{ guard: 'isSeatRefused', actions: 'noteRefusal' }, { actions: 'chooseSeat' }],
        'seats.confirm': { guard: 'hasEverySeat', target: 'confirming' },
        back: [
          { guard: 'isChangingSeat', target: 'boardingPass', actions: 'stopChangingSeat' },
          { target: 'choosingPassengers', actions: 'leaveSeatMap' },
        ],
      },
    },
    confirming: {
      on: { 'checkIn.submit': 'checkingIn', back: 'choosingSeats' },
    },
    checkingIn: {
      // A search now would hide the answer of a check-in already sent.
      on: { 'trip.find': {}, 'trip.select': {} },
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => checkInRequestOf(context),
        onDone: {
          target: 'boardingPass',
          actions: { type: 'rememberBoardingPasses', params: ({ event }) => ({ boardingPasses: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSeatTaken', params: failureIn },
            target: 'loadingSeatMap',
            actions: { type: 'releaseTakenSeats', params: failureIn },
          },
          { target: 'checkInFailed', actions: { type: 'rememberFailure', params: failureIn } },
        ],
      },
    },
    checkInFailed: {
      on: {
        retry: { target: 'checkingIn', actions: 'clearFailure' },
        back: { target: 'confirming', actions: 'clearFailure' },
      },
    },
    boardingPass: {
      on: {
        'seat.change': { target: 'loadingSeatMap', actions: 'startChangingSeat' },
        'checkIn.cancel': 'confirmingCancel',
      },
    },
    confirmingCancel: {
      on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'boardingPass' },
    },
    cancelling: {
      on: { 'trip.find': {}, 'trip.select': {} },
      invoke: {
        id: 'cancelCheckIn',
        src: 'cancelCheckIn',
        input: ({ context }) => couponsOf(context),
        onDone: 'cancelled',
        onError: { target: 'cancelFailed', actions: { type: 'rememberFailure', params: failureIn } },
      },
    },
    cancelFailed: {
      on: {
        retry: { target: 'cancelling', actions: 'clearFailure' },
        back: { target: 'boardingPass', actions: 'clearFailure' },
      },
    },
    // Not final: from here the traveller may find another trip (or this one again) with the same actor.
    cancelled: {},
  },
});
