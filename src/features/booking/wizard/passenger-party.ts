import type { TripDates, TripKind } from '../../../../contract/booking/passenger-rules';
import { assignInfantsToAdults } from '../../../../contract/booking/passenger-rules';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import type { BookFlightPayload } from '../../../../contract/calls/orders';
import type { PassengerCounts } from '../../../../contract/flight-search';
import type { BookingMarket, FareQuote } from '../../../../machines/booking-trip';
import type { InsuranceChoice } from '../passengers/insurance-offers';
import { draftFromSaved, emptyPassengerDraft, frequentPassengersToSave, toPassengerInput, type ContactDraft, type PassengerDraft } from '../passengers/passenger-draft';

/**
 * The wizard's draft: the order call's passengers, contact and insurance, plus the form's own drafts so the
 * traveller can come back to them and the ones ticked "save as frequent passenger" are saved after the order.
 */
export interface WizardOrderDraft extends Pick<BookFlightPayload, 'passengers' | 'contact' | 'insurance'> {
  forms: { passengers: PassengerDraft[]; contact: ContactDraft; insurance: InsuranceChoice[] };
}

export const tripKindOf = (market: BookingMarket): TripKind => (market === 'international' ? 'international' : 'domestic');

export function tripDatesOf(market: BookingMarket, segments: readonly Pick<FareQuote, 'flightDate'>[]): TripDates {
  return { kind: tripKindOf(market), flightDates: segments.map((segment) => segment.flightDate) };
}

/** One empty passenger per searched traveller: adults, then children, then infants. */
export function emptyParty(counts: PassengerCounts, kind: TripKind): PassengerDraft[] {
  const types = [...Array(counts.adults).fill('ADT'), ...Array(counts.children).fill('CHD'), ...Array(counts.infants).fill('INF')] as PassengerDraft['passengerType'][];
  return types.map((type) => emptyPassengerDraft(kind, type));
}

const isBlank = (draft: PassengerDraft) => draft.savedPassengerId === undefined && !draft.name && !draft.lastName && !draft.firstName && !draft.documentNo;

/** Ticking a saved passenger fills the first blank place; unticking empties that place again. */
export function toggleSaved(party: readonly PassengerDraft[], saved: SavedPassenger, selected: boolean, trip: TripDates): PassengerDraft[] {
  if (!selected) return party.map((draft) => (draft.savedPassengerId === saved.id ? emptyPassengerDraft(trip.kind, draft.passengerType) : draft));
  const place = party.findIndex(isBlank);
  if (place === -1) return [...party];
  return party.map((draft, index) => (index === place ? draftFromSaved(saved, trip) : draft));
}

/** The form's drafts as the order call takes them; each infant sits with the first adult not yet carrying one. */
export function toWizardDraft(forms: WizardOrderDraft['forms'], kind: TripKind): WizardOrderDraft {
  const passengers = forms.passengers.map((draft) => toPassengerInput(draft, kind));
  const adults = assignInfantsToAdults(passengers);
  const contact = { name: forms.contact.name.trim(), mobile: forms.contact.mobile.trim(), email: forms.contact.email.trim() };
  const insurance = forms.insurance.map((choice) => ({ passengerIndex: choice.passengerKey, productCode: choice.productCode }));
  return {
    passengers: passengers.map((passenger, index) => ({ ...passenger, accompanyingAdultIndex: adults[index] })) as BookFlightPayload['passengers'],
    contact,
    insurance,
    forms,
  };
}

/** The members' new passengers to save once the order is placed. */
export function frequentPassengersOf(draft: unknown, kind: TripKind) {
  const forms = (draft as Partial<WizardOrderDraft> | undefined)?.forms;
  return forms ? frequentPassengersToSave(forms.passengers, kind) : [];
}

/** The party's types as the search counted them: the fares on show and the seats held are for those. */
export function matchesSearch(party: readonly Pick<PassengerDraft, 'passengerType'>[], counts: PassengerCounts): boolean {
  const count = (type: PassengerDraft['passengerType']) => party.filter((draft) => draft.passengerType === type).length;
  return count('ADT') === counts.adults && count('CHD') === counts.children && count('INF') === counts.infants;
}
