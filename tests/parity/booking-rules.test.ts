import { describe, expect, it } from 'vitest';
import type { BookingForms, PassengerDraft } from '../../contract/booking/booking-forms';
import { ticketedName, type TripKind } from '../../contract/booking/passenger-rules';
import { bookFlightPayload, type BookFlightPayload } from '../../contract/calls/orders';
import { checkCharacter } from '../../contract/validators/id-card';
import { emptyPassengerDraft } from '../../src/features/booking/passengers/passenger-draft';
import { toWizardDraft } from '../../src/features/booking/wizard/passenger-party';
import { orderPayloadOf } from '../../src/features/booking/wizard/place-order';
import { passengerRecordsOf } from '../../server/modules/orders/order-writer';

/**
 * One rule, one place: the same parties go through the SPA (the passenger step's draft, as the confirm page
 * shows it, and the order payload) and through the server (the payload's schema, then the order's rows).
 * Names as ticketed, cleaned document numbers and each infant's adult must come out the same.
 */
const idCard = (birth: string, sequence: string) =>
  `130102${birth}${sequence}` + checkCharacter(`130102${birth}${sequence}`);
const contact = { name: '张伟', mobile: '13800138000', email: 'zw@example.com' };
const FLIGHT_DATE = '2026-12-01';

const person = (
  kind: TripKind,
  type: PassengerDraft['passengerType'],
  fields: Partial<PassengerDraft>,
): PassengerDraft => ({ ...emptyPassengerDraft(kind, type), ...fields });
const abroad = { gender: '1', nationality: 'cn', issuingPlace: 'CN', documentExpiry: '2030-01-01' } as const;

const parties: { title: string; kind: TripKind; passengers: PassengerDraft[] }[] = [
  {
    title: 'a family at home, document numbers typed with spaces and a small x',
    kind: 'domestic',
    passengers: [
      person('domestic', 'ADT', {
        name: ' 张伟 ',
        documentNo: ` ${idCard('19900307', '123').slice(0, 9)} ${idCard('19900307', '123').slice(9).toLowerCase()}`,
        birthDate: '1990-03-07',
      }),
      person('domestic', 'ADT', { name: '李娜', documentNo: idCard('19920511', '224'), birthDate: '1992-05-11' }),
      person('domestic', 'INF', { name: '张小宝', documentNo: idCard('20260101', '125'), birthDate: '2026-01-01' }),
      person('domestic', 'INF', { name: '张小贝', documentNo: idCard('20260101', '146'), birthDate: '2026-01-01' }),
    ],
  },
  {
    title: 'travellers abroad, names in small letters, an infant listed before the adults',
    kind: 'international',
    passengers: [
      person('international', 'INF', {
        lastName: 'zhang',
        firstName: 'xiaobao',
        documentNo: 'e1234 5678',
        birthDate: '2026-01-01',
        ...abroad,
      }),
      person('international', 'ADT', {
        lastName: 'zhang',
        firstName: 'wei',
        documentNo: 'e 87654321',
        birthDate: '1990-03-07',
        ...abroad,
      }),
      person('international', 'ADT', {
        lastName: "o'neil",
        firstName: 'mary ann',
        documentNo: 'G5555555',
        birthDate: '1988-08-08',
        ...abroad,
        gender: '2',
      }),
    ],
  },
];

function payloadOf(kind: TripKind, forms: BookingForms): BookFlightPayload {
  return orderPayloadOf({
    idempotencyKey: 'parity-key',
    market: kind,
    search: {
      tripType: 'oneWay',
      origin: 'SJW',
      destination: 'SHA',
      departureDate: FLIGHT_DATE,
      adults: 1,
      children: 0,
      infants: 0,
    },
    segments: [{ flightNo: 'NS3105', flightDate: FLIGHT_DATE, bookingClass: 'Y', quotedAdultFare: 1000 }],
    draft: toWizardDraft(forms, kind),
  });
}

describe('the booking rules the SPA and the server share', () => {
  for (const party of parties) {
    it(`store what the confirm page shows: ${party.title}`, () => {
      const draft = toWizardDraft(
        { passengers: party.passengers, contact, insurance: [], agreementAccepted: true },
        party.kind,
      );
      const shown = draft.passengers.map((passenger) => ({
        name: ticketedName(passenger),
        documentNo: passenger.documentNo,
        lapIndex: passenger.accompanyingAdultIndex,
      }));
      const parsed = bookFlightPayload.safeParse(payloadOf(party.kind, draft.forms));
      expect(parsed.error?.issues).toBeUndefined();
      const stored = passengerRecordsOf(parsed.data!.passengers);
      expect(stored).toEqual(shown);
      // Every infant on a lap of its own; every document number without spaces, in capitals.
      const laps = stored.flatMap((record) => (record.lapIndex === undefined ? [] : [record.lapIndex]));
      expect(new Set(laps).size).toBe(laps.length);
      for (const record of stored) expect(record.documentNo).toMatch(/^[0-9A-Z-]+$/);
    });
  }

  it('seat an infant that names no adult with the first adult not carrying one, on both sides', () => {
    const [first, second, infant, namedInfant] = parties[0]!.passengers;
    const payload = payloadOf('domestic', {
      passengers: [first!, second!, infant!, namedInfant!],
      contact,
      insurance: [],
      agreementAccepted: true,
    });
    // A payload from elsewhere: the first infant names no adult, the second names the first adult.
    payload.passengers = payload.passengers.map((passenger, index) => ({
      ...passenger,
      accompanyingAdultIndex: index === 3 ? 0 : undefined,
    }));
    const stored = passengerRecordsOf(bookFlightPayload.parse(payload).passengers);
    expect(stored.map((record) => record.lapIndex)).toEqual([undefined, undefined, 1, 0]);
  });
});
