import { checkInRequestOf, couponsOf } from './check-in-context';
import { checkInSetup, failedTo, failureIn, initialContext, tripsIn } from './check-in-setup';

/**
 * Online check-in: find the trip (by ticket, by document and name, or one of the member's trips), choose who
 * checks in, choose a seat each on the map, confirm, get the boarding passes; then change seat or cancel.
 * Every failed call is a state with retry and back; losing a seat to someone faster reloads the map.
 */
export const checkInMachine = checkInSetup.createMachine({
  id: 'checkIn',
  context: initialContext,
  initial: 'findingTrip',
  on: {
    // A new search starts over from any step that has no call under way.
    'trip.find': { target: '.lookingUpTrip', actions: 'startOver' },
    'trip.select': { target: '.choosingPassengers', actions: ['startOver', 'selectTrip'] },
  },
  states: {
    findingTrip: { tags: ['page:find'] },
    lookingUpTrip: {
      tags: ['page:find'],
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
        onError: failedTo('tripLookupFailed'),
      },
    },
    tripLookupFailed: {
      tags: ['page:find'],
      on: { retry: 'lookingUpTrip', back: { target: 'findingTrip', actions: 'startOver' } },
    },
    // Several trips found (a traveller's document, a ticket of a round trip): the user picks one (trip.select).
    choosingTrip: {
      tags: ['page:find'],
      on: { back: { target: 'findingTrip', actions: 'startOver' } },
    },
    choosingPassengers: {
      tags: ['page:passengers'],
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
      tags: ['page:passengers'],
      invoke: {
        id: 'loadBoardingPasses',
        src: 'loadBoardingPasses',
        input: ({ context }) => couponsOf(context),
        onDone: {
          target: 'boardingPass',
          actions: { type: 'rememberBoardingPasses', params: ({ event }) => ({ boardingPasses: event.output }) },
        },
        onError: failedTo('boardingPassFailed'),
      },
    },
    boardingPassFailed: {
      tags: ['page:passengers'],
      on: {
        retry: { target: 'loadingBoardingPasses', actions: 'clearFailure' },
        back: { target: 'choosingPassengers', actions: 'clearFailure' },
      },
    },
    loadingSeatMap: {
      tags: ['page:seats'],
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
        onError: failedTo('seatMapFailed'),
      },
    },
    seatMapFailed: {
      tags: ['page:seats'],
      on: {
        retry: { target: 'loadingSeatMap', actions: 'clearFailure' },
        back: [
          { guard: 'isChangingSeat', target: 'boardingPass', actions: ['clearFailure', 'stopChangingSeat'] },
          { target: 'choosingPassengers', actions: 'clearFailure' },
        ],
      },
    },
    choosingSeats: {
      tags: ['page:seats'],
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
      tags: ['page:confirm'],
      on: { 'checkIn.submit': 'checkingIn', back: 'choosingSeats' },
    },
    checkingIn: {
      tags: ['page:confirm'],
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
          failedTo('checkInFailed'),
        ],
      },
    },
    checkInFailed: {
      tags: ['page:confirm'],
      on: {
        retry: { target: 'checkingIn', actions: 'clearFailure' },
        back: { target: 'confirming', actions: 'clearFailure' },
      },
    },
    boardingPass: {
      tags: ['page:boardingPass'],
      on: {
        'seat.change': { target: 'loadingSeatMap', actions: 'startChangingSeat' },
        'checkIn.cancel': 'confirmingCancel',
      },
    },
    confirmingCancel: {
      tags: ['page:boardingPass'],
      on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'boardingPass' },
    },
    cancelling: {
      tags: ['page:boardingPass'],
      on: { 'trip.find': {}, 'trip.select': {} },
      invoke: {
        id: 'cancelCheckIn',
        src: 'cancelCheckIn',
        input: ({ context }) => couponsOf(context),
        onDone: 'cancelled',
        onError: failedTo('cancelFailed'),
      },
    },
    cancelFailed: {
      tags: ['page:boardingPass'],
      on: {
        retry: { target: 'cancelling', actions: 'clearFailure' },
        back: { target: 'boardingPass', actions: 'clearFailure' },
      },
    },
    // Not final: from here the traveller may find another trip (or this one again) with the same actor.
    cancelled: { tags: ['page:boardingPass'] },
  },
});
