import type { TripDates, TripKind } from '../../../../contract/booking/passenger-rules';
import { assignInfantsToAdults } from '../../../../contract/booking/passenger-rules';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import type { PassengerCounts } from '../../../../contract/first-load/flight-search-rules';
import type { BookingMarket, FareQuote, OrderDraft } from '../../../../machines/booking-trip';
import {
  draftFromSaved,
  emptyPassengerDraft,
  frequentPassengersToSave,
  toPassengerInput,
} from '../passengers/passenger-draft';
import type { BookingForms, PassengerDraft } from '../../../../contract/booking/booking-forms';

export const tripKindOf = (market: BookingMarket): TripKind =>
  market === 'international' ? 'international' : 'domestic';

export function tripDatesOf(market: BookingMarket, segments: readonly Pick<FareQuote, 'flightDate'>[]): TripDates {
  return { kind: tripKindOf(market), flightDates: segments.map((segment) => segment.flightDate) };
}

/** One empty passenger per searched traveller: adults, then children, then infants. */
export function emptyParty(counts: PassengerCounts, kind: TripKind): PassengerDraft[] {
  const types = [
    ...Array(counts.adults).fill('ADT'),
    ...Array(counts.children).fill('CHD'),
    ...Array(counts.infants).fill('INF'),
  ] as PassengerDraft['passengerType'][];
  return types.map((type) => emptyPassengerDraft(kind, type));
}

const isBlank = (draft: PassengerDraft) =>
  draft.savedPassengerId === undefined && !draft.name && !draft.lastName && !draft.firstName && !draft.documentNo;

/** Ticking a saved passenger fills the first blank place; unticking empties that place again. */
export function toggleSaved(
  party: readonly PassengerDraft[],
  saved: SavedPassenger,
  selected: boolean,
  trip: TripDates,
): PassengerDraft[] {
  if (!selected)
    return party.map((draft) =>
      draft.savedPassengerId === saved.id ? emptyPassengerDraft(trip.kind, draft.passengerType) : draft,
    );
  const place = party.findIndex(isBlank);
  if (place === -1) return [...party];
  return party.map((draft, index) => (index === place ? draftFromSaved(saved, trip) : draft));
}

/** The form as the order call takes it (the one conversion); each infant sits with the first adult not yet carrying one. */
export function toWizardDraft(forms: BookingForms, kind: TripKind): OrderDraft {
  const passengers = forms.passengers.map((draft) => toPassengerInput(draft, kind));
  const adults = assignInfantsToAdults(passengers);
  return {
    passengers: passengers.map((passenger, index) => ({ ...passenger, accompanyingAdultIndex: adults[index] })),
    contact: {
      name: forms.contact.name.trim(),
      mobile: forms.contact.mobile.trim(),
      email: forms.contact.email.trim(),
    },
    insurance: forms.insurance.map((choice) => ({
      passengerIndex: choice.passengerKey,
      productCode: choice.productCode,
    })),
    agreementAccepted: forms.agreementAccepted,
    forms,
  };
}

/** The members' new passengers to save once the order is placed. */
export function frequentPassengersOf(draft: OrderDraft, kind: TripKind) {
  return frequentPassengersToSave(draft.forms.passengers, kind);
}

/** The party's types as the search counted them: the fares on show and the seats held are for those. */
export function matchesSearch(
  party: readonly Pick<PassengerDraft, 'passengerType'>[],
  counts: PassengerCounts,
): boolean {
  const count = (type: PassengerDraft['passengerType']) => party.filter((draft) => draft.passengerType === type).length;
  return count('ADT') === counts.adults && count('CHD') === counts.children && count('INF') === counts.infants;
}
