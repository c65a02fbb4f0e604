/** A round trip for two adults as it arrives in the results page's address, every value still a string. */
export const ROUND_TRIP_PARAMS = {
  tripType: 'roundTrip',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-06-02',
  returnDate: '2026-06-05',
  adults: '2',
  children: '0',
  infants: '0',
};
