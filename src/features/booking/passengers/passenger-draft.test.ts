import { describe, expect, it } from 'vitest';
import { composeIdCardNumber } from '../../../../contract/booking/id-card-number';
import {
  contactDraftProblems,
  draftFromSaved,
  frequentPassengersToSave,
  emptyPassengerDraft,
  partyDraftProblems,
  toPassengerInput,
} from './passenger-draft';
import type { PassengerDraft } from '../../../../contract/booking/booking-forms';

const DOMESTIC = { kind: 'domestic', flightDates: ['2026-06-10'] } as const;
const INTERNATIONAL = { kind: 'international', flightDates: ['2026-06-10'] } as const;
const adult = (sequence: number): PassengerDraft => ({
  ...emptyPassengerDraft('domestic'),
  name: '张伟',
  documentNo: composeIdCardNumber('130102', '1985-03-14', sequence),
  birthDate: '1985-03-14',
});

describe('passenger drafts', () => {
  it('a saved passenger becomes a draft typed for the trip; a document the trip does not take is left out', () => {
    const saved = {
      id: 7,
      relationship: '2',
      name: '张小明',
      documentType: '0',
      documentNo: composeIdCardNumber('130102', '2019-04-20', 31),
      birthDate: '2019-04-20',
      gender: '1',
    };
    expect(draftFromSaved(saved, DOMESTIC)).toMatchObject({
      passengerType: 'CHD',
      documentType: '0',
      documentNo: saved.documentNo,
      savedPassengerId: 7,
    });
    expect(draftFromSaved(saved, INTERNATIONAL)).toMatchObject({
      passengerType: 'CHD',
      documentType: '4',
      documentNo: '',
    });
  });

  it('abroad the ticketed name is SURNAME/GIVEN from the Latin names', () => {
    const draft = {
      ...emptyPassengerDraft('international'),
      lastName: 'Zhang',
      firstName: 'Wei',
      documentNo: 'e 1234 5678',
    };
    expect(toPassengerInput(draft, 'international')).toMatchObject({ name: 'ZHANG/WEI', documentNo: 'E12345678' });
  });

  it('places party problems on the passenger they concern, and the rest on the party', () => {
    const twice = partyDraftProblems([adult(11), adult(11)], DOMESTIC);
    expect(twice.passengers[1]).toEqual({
      documentNo: { key: 'passengers.party.duplicateDocument', params: { other: 1 } },
    });
    const infantAlone = {
      ...adult(11),
      passengerType: 'INF' as const,
      birthDate: '2025-10-01',
      documentNo: composeIdCardNumber('130102', '2025-10-01', 12),
    };
    expect(partyDraftProblems([infantAlone], DOMESTIC).party).toEqual([
      { key: 'passengers.party.adultRequired', params: undefined },
    ]);
  });

  it('abroad a missing name shows under the surname', () => {
    const problems = partyDraftProblems([emptyPassengerDraft('international')], INTERNATIONAL).passengers[0]!;
    expect(problems.lastName?.key).toBe('passengers.errors.nameRequired');
    expect(problems.name).toBeUndefined();
  });

  it('the contact needs a name, a valid mobile and an e-mail', () => {
    expect(contactDraftProblems({ name: '张伟', mobile: '13800138000', email: 'a@b.cn' })).toEqual({});
    expect(Object.keys(contactDraftProblems({ name: '', mobile: '1380013800', email: 'a@b' }))).toEqual([
      'name',
      'mobile',
      'email',
    ]);
  });

  it('only new passengers ticked "save as frequent passenger" are saved, as "other" relations', () => {
    const ticked = { ...adult(11), saveAsFrequent: true };
    const fromSaved = { ...adult(13), saveAsFrequent: true, savedPassengerId: 3 };
    expect(frequentPassengersToSave([ticked, adult(12), fromSaved], 'domestic')).toEqual([
      {
        relationship: '8',
        name: '张伟',
        documentType: '0',
        documentNo: ticked.documentNo,
        birthDate: '1985-03-14',
        lastName: undefined,
        firstName: undefined,
        gender: undefined,
        nationality: undefined,
        issuingPlace: undefined,
        documentExpiry: undefined,
      },
    ]);
  });
});
