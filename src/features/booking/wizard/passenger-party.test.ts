import { describe, expect, it } from 'vitest';
import type { SavedPassenger } from '../../../../contract/booking/saved-passenger-calls';
import { checkCharacter } from '../../../../contract/validators/id-card';
import {
  emptyParty,
  frequentPassengersOf,
  matchesSearch,
  toggleSaved,
  toWizardDraft,
  tripDatesOf,
} from './passenger-party';

const idCard = (birth: string, sequence: string) =>
  `130102${birth}${sequence}` + checkCharacter(`130102${birth}${sequence}`);
const trip = tripDatesOf('domestic', [{ flightDate: '2026-12-01' }]);
const saved = {
  id: 7,
  name: '李娜',
  documentType: '0',
  documentNo: idCard('19880512', '124'),
  birthDate: '1988-05-12',
  gender: '2',
  relationship: '9',
} as SavedPassenger;
const contact = { name: '张伟', mobile: '13800138000', email: 'zw@example.com' };

describe('the wizard’s party', () => {
  it('has a place per searched traveller, adults first, with the trip’s usual document', () => {
    expect(
      emptyParty({ adults: 2, children: 1, infants: 1 }, 'domestic').map((draft) => [
        draft.passengerType,
        draft.documentType,
      ]),
    ).toEqual([
      ['ADT', '0'],
      ['ADT', '0'],
      ['CHD', '0'],
      ['INF', '0'],
    ]);
    expect(emptyParty({ adults: 1, children: 0, infants: 0 }, 'international')[0]?.documentType).toBe('4');
    expect(tripDatesOf('international', [{ flightDate: '2026-12-01' }, { flightDate: '2026-12-05' }])).toEqual({
      kind: 'international',
      flightDates: ['2026-12-01', '2026-12-05'],
    });
  });

  it('puts a ticked saved passenger in the first blank place and empties it when unticked', () => {
    const typed = { ...emptyParty({ adults: 2, children: 0, infants: 0 }, 'domestic')[0]!, name: '张伟' };
    const party = [typed, emptyParty({ adults: 1, children: 0, infants: 0 }, 'domestic')[0]!];
    const picked = toggleSaved(party, saved, true, trip);
    expect(picked.map((draft) => [draft.name, draft.savedPassengerId])).toEqual([
      ['张伟', undefined],
      ['李娜', 7],
    ]);
    expect(toggleSaved(picked, { ...saved, id: 8 }, true, trip)).toEqual(picked);
    expect(toggleSaved(picked, saved, false, trip)[1]).toEqual(party[1]);
  });

  it('gives the order call its passengers, the infant with an adult, and the insurance by passenger index', () => {
    const [adult, infant] = emptyParty({ adults: 1, children: 0, infants: 1 }, 'domestic');
    const forms = {
      passengers: [
        { ...adult!, name: ' 张伟 ', documentNo: idCard('19900307', '123').toLowerCase(), birthDate: '1990-03-07' },
        { ...infant!, name: '张小宝', documentNo: idCard('20260101', '125'), birthDate: '2026-01-01' },
      ],
      contact: { ...contact, email: ' zw@example.com ' },
      insurance: [{ passengerKey: 1, productCode: 'DELAY' }],
      agreementAccepted: true,
    };
    const draft = toWizardDraft(forms, 'domestic');
    expect(
      draft.passengers.map((passenger) => [passenger.name, passenger.documentNo, passenger.accompanyingAdultIndex]),
    ).toEqual([
      [' 张伟 ', idCard('19900307', '123'), undefined],
      ['张小宝', idCard('20260101', '125'), 0],
    ]);
    expect(draft.contact).toEqual(contact);
    expect(draft.insurance).toEqual([{ passengerIndex: 1, productCode: 'DELAY' }]);
    expect(draft.agreementAccepted).toBe(true);
    expect(draft.forms).toBe(forms);
  });

  it('saves as frequent passengers only the new ones ticked to be saved', () => {
    const [first, second] = emptyParty({ adults: 2, children: 0, infants: 0 }, 'domestic');
    const passengers = [
      {
        ...first!,
        name: '张伟',
        documentNo: idCard('19900307', '123'),
        birthDate: '1990-03-07',
        gender: '1' as const,
        saveAsFrequent: true,
      },
      {
        ...second!,
        name: '李娜',
        documentNo: saved.documentNo,
        birthDate: saved.birthDate,
        savedPassengerId: 7,
        saveAsFrequent: true,
      },
    ];
    const forms = { passengers, contact, insurance: [], agreementAccepted: true };
    expect(
      frequentPassengersOf(toWizardDraft(forms, 'domestic'), 'domestic').map((passenger) => passenger.name),
    ).toEqual(['张伟']);
    expect(
      frequentPassengersOf(
        toWizardDraft(
          { ...forms, passengers: passengers.map((passenger) => ({ ...passenger, saveAsFrequent: false })) },
          'domestic',
        ),
        'domestic',
      ),
    ).toEqual([]);
  });

  it('matches the search only with as many adults, children and infants as it counted', () => {
    const party = emptyParty({ adults: 1, children: 1, infants: 0 }, 'domestic');
    expect(matchesSearch(party, { adults: 1, children: 1, infants: 0 })).toBe(true);
    expect(matchesSearch(party, { adults: 2, children: 0, infants: 0 })).toBe(false);
    expect(matchesSearch(party, { adults: 1, children: 1, infants: 1 })).toBe(false);
  });
});
