import { queryOptions } from '@tanstack/react-query';
import { queryInsuranceDeployCall } from '../../../../contract/booking/insurance-calls';
import {
  addPassengerCall,
  queryPassengersCall,
  type SavedPassenger,
  type SavedPassengerInput,
} from '../../../../contract/booking/saved-passenger-calls';
import { queryAgreeContentGroupCall, queryCountryCall } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { request } from '../../../api/request';

/** The calls the passenger components make: saved passengers, countries, the booking agreement, insurance. */
export function savedPassengersQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['passengers', 'saved', memberId],
    queryFn: ({ signal }) => request(queryPassengersCall, {}, { signal }),
  });
}

export function addSavedPassenger(passenger: SavedPassengerInput): Promise<SavedPassenger> {
  return request(addPassengerCall, passenger);
}

/**
 * Saves the passengers ticked "save as frequent passenger" once the order is placed. A passenger saved
 * already (PASSENGER_DUPLICATE) or any other refusal does not stop the booking: it is only counted.
 */
export async function saveFrequentPassengers(
  passengers: readonly SavedPassengerInput[],
): Promise<{ saved: number; failed: number }> {
  const outcomes = await Promise.allSettled(passengers.map(addSavedPassenger));
  const saved = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  return { saved, failed: outcomes.length - saved };
}

export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['passengers', 'countries', locale],
    queryFn: ({ signal }) => request(queryCountryCall, {}, { signal }),
    staleTime: Infinity,
  });
}

export function bookingAgreementQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['passengers', 'agreement', 'booking', locale],
    queryFn: async ({ signal }) =>
      (await request(queryAgreeContentGroupCall, { agreeTypes: ['booking'] }, { signal }))[0] ?? null,
    staleTime: 10 * 60_000,
  });
}

export function insuranceProductsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['insurance', 'products', locale],
    queryFn: ({ signal }) => request(queryInsuranceDeployCall, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
