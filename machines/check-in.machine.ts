import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureOf, SEAT_TAKEN, seatRefusal, type CheckInTripFacts, type SeatMapFacts, type TripQuery } from './check-in-rules';
import { choiceFacts, isEligible, notProvided, type CheckInContext, type CheckInEvent, type CheckInRequest } from './check-in-context';

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
    findTrip: fromPromise<CheckInTripFacts, TripQuery>(notProvided('findTrip')),
    loadSeatMap: fromPromise<SeatMapFacts, { trip: CheckInTripFacts }>(notProvided('loadSeatMap')),
    checkIn: fromPromise<unknown[], CheckInRequest<CheckInTripFacts>>(notProvided('checkIn')),
    loadBoardingPasses: fromPromise<unknown[], { trip: CheckInTripFacts; passengerIds: string[] }>(notProvided('loadBoardingPasses')),
    cancelCheckIn: fromPromise<void, { trip: CheckInTripFacts; passengerIds: string[] }>(notProvided('cancelCheckIn')),
  },
  guards: {
    isEligiblePassenger: ({ context, event }) => {
      assertEvent(event, ['passenger.toggle', 'passenger.assistance']);
      return isEligible(context, event.passengerId);
    },
    isCheckedInPassenger: ({ context, event }) => {
      assertEvent(event, 'boardingPass.open');
      return context.trip?.passengers.some((passenger) => passenger.passengerId === event.passengerId && passenger.checkedInSeatNo) ?? false;
    },
    hasChosenPassengers: ({ context }) => context.chosenIds.length > 0,
    isSeatRefused: ({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return seatRefusal(event.seatNo, choiceFacts(context, event.passengerId)) !== undefined;
    },
    hasEverySeat: ({ context }) => context.chosenIds.every((id) => context.seats[id] !== undefined),
    isSeatTaken: ({ event }) => failureOf((event as { error?: unknown }).error).code === SEAT_TAKEN,
    isChangingSeat: ({ context }) => context.changing,
  },
  actions: {
    rememberQuery: assign({ query: ({ event }) => (assertEvent(event, 'trip.find'), event.query) }),
    rememberTrip: assign(({ event }) => ({
      trip: (event as unknown as { output: CheckInTripFacts }).output,
      chosenIds: [],
      assistanceIds: [],
      seats: {},
      changing: false,
      failure: undefined,
    })),
    rememberFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    togglePassenger: assign(({ context, event }) => {
      assertEvent(event, 'passenger.toggle');
      const chosen = context.chosenIds.includes(event.passengerId);
      return { chosenIds: chosen ? context.chosenIds.filter((id) => id !== event.passengerId) : [...context.chosenIds, event.passengerId] };
    }),
    setAssistance: assign(({ context, event }) => {
      assertEvent(event, 'passenger.assistance');
      const others = context.assistanceIds.filter((id) => id !== event.passengerId);
      return { assistanceIds: event.needed ? [...others, event.passengerId] : others };
    }),
    openCheckedInPassenger: assign(({ context, event }) => {
      assertEvent(event, 'boardingPass.open');
      const passenger = context.trip!.passengers.find((candidate) => candidate.passengerId === event.passengerId)!;
      return { chosenIds: [event.passengerId], seats: { [event.passengerId]: passenger.checkedInSeatNo! } };
    }),
    rememberSeatMap: assign({ seatMap: ({ event }) => (event as unknown as { output: SeatMapFacts }).output }),
    // Seats chosen before are kept only while the new map still offers them to their passenger.
    keepSeatsStillOffered: assign(({ context }) => ({
      seats: Object.fromEntries(Object.entries(context.seats).filter(([id, seat]) => !seatRefusal(seat, choiceFacts(context, id)))),
    })),
    chooseSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return { seats: { ...context.seats, [event.passengerId]: event.seatNo }, notice: undefined };
    }),
    noteRefusal: assign(({ context, event }) => {
      assertEvent(event, 'seat.choose');
      return { notice: seatRefusal(event.seatNo, choiceFacts(context, event.passengerId)) };
    }),
    releaseTakenSeats: assign(({ context, event }) => {
      const taken = failureOf((event as { error?: unknown }).error).seatNos;
      const seats = Object.fromEntries(Object.entries(context.seats).filter(([, seat]) => taken !== undefined && !taken.includes(seat)));
      return { seats, notice: SEAT_TAKEN as typeof SEAT_TAKEN, failure: undefined };
    }),
    rememberBoardingPasses: assign(({ event }) => ({
      boardingPasses: (event as unknown as { output: unknown[] }).output,
      changing: false,
      notice: undefined,
      failure: undefined,
    })),
    startChangingSeat: assign({ changing: true, notice: undefined }),
    stopChangingSeat: assign({ changing: false, notice: undefined }),
    clearFailure: assign({ failure: undefined }),
  },
}).createMachine({
  id: 'checkIn',
  context: { chosenIds: [], assistanceIds: [], seats: {}, changing: false, boardingPasses: [] },
  initial: 'findingTrip',
  on: {
    // A new search starts over from any step that has no call under way.
    'trip.find': { target: '.lookingUpTrip', actions: 'rememberQuery' },
  },
  states: {
    findingTrip: {},
    lookingUpTrip: {
      invoke: {
        id: 'findTrip',
        src: 'findTrip',
        input: ({ context }) => context.query!,
        onDone: { target: 'choosingPassengers', actions: 'rememberTrip' },
        onError: { target: 'tripLookupFailed', actions: 'rememberFailure' },
      },
    },
    tripLookupFailed: {
      on: { retry: 'lookingUpTrip', back: { target: 'findingTrip', actions: 'clearFailure' } },
    },
    choosingPassengers: {
      on: {
        'passenger.toggle': { guard: 'isEligiblePassenger', actions: 'togglePassenger' },
        'passenger.assistance': { guard: 'isEligiblePassenger', actions: 'setAssistance' },
        'passengers.confirm': { guard: 'hasChosenPassengers', target: 'loadingSeatMap' },
        'boardingPass.open': { guard: 'isCheckedInPassenger', target: 'loadingBoardingPasses', actions: 'openCheckedInPassenger' },
        back: 'findingTrip',
      },
    },
    loadingBoardingPasses: {
      invoke: {
        id: 'loadBoardingPasses',
        src: 'loadBoardingPasses',
        input: ({ context }) => ({ trip: context.trip!, passengerIds: context.chosenIds }),
        onDone: { target: 'boardingPass', actions: 'rememberBoardingPasses' },
        onError: { target: 'boardingPassFailed', actions: 'rememberFailure' },
      },
    },
    boardingPassFailed: {
      on: { retry: { target: 'loadingBoardingPasses', actions: 'clearFailure' }, back: { target: 'choosingPassengers', actions: 'clearFailure' } },
    },
    loadingSeatMap: {
      invoke: {
        id: 'loadSeatMap',
        src: 'loadSeatMap',
        input: ({ context }) => ({ trip: context.trip! }),
        onDone: { target: 'choosingSeats', actions: ['rememberSeatMap', 'keepSeatsStillOffered'] },
        onError: { target: 'seatMapFailed', actions: 'rememberFailure' },
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
        back: [{ guard: 'isChangingSeat', target: 'boardingPass', actions: 'stopChangingSeat' }, { target: 'choosingPassengers' }],
      },
    },
    confirming: {
      on: { 'checkIn.submit': 'checkingIn', back: 'choosingSeats' },
    },
    checkingIn: {
      // A search now would hide the answer of a check-in already sent.
      on: { 'trip.find': {} },
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({
          trip: context.trip!,
          changing: context.changing,
          choices: context.chosenIds.map((passengerId) => ({
            passengerId,
            seatNo: context.seats[passengerId]!,
            needsAssistance: context.assistanceIds.includes(passengerId),
          })),
        }),
        onDone: { target: 'boardingPass', actions: 'rememberBoardingPasses' },
        onError: [
          { guard: 'isSeatTaken', target: 'loadingSeatMap', actions: 'releaseTakenSeats' },
          { target: 'checkInFailed', actions: 'rememberFailure' },
        ],
      },
    },
    checkInFailed: {
      on: { retry: { target: 'checkingIn', actions: 'clearFailure' }, back: { target: 'confirming', actions: 'clearFailure' } },
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
      on: { 'trip.find': {} },
      invoke: {
        id: 'cancelCheckIn',
        src: 'cancelCheckIn',
        input: ({ context }) => ({ trip: context.trip!, passengerIds: context.chosenIds }),
        onDone: 'cancelled',
        onError: { target: 'cancelFailed', actions: 'rememberFailure' },
      },
    },
    cancelFailed: {
      on: { retry: { target: 'cancelling', actions: 'clearFailure' }, back: { target: 'boardingPass', actions: 'clearFailure' } },
    },
    cancelled: { type: 'final' },
  },
});
