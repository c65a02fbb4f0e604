import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  assignInfantsToAdults,
  birthDateFromIdCard,
  detailsFromIdCard,
  documentTypesFor,
  genderFromIdCard,
  isFactOfPassenger,
  isReadFromIdCard,
  partyProblems,
  passengerTypeForTrip,
  passengerTypeOn,
  type PartyMember,
} from './passenger-rules';
import { composeIdCardNumber } from './id-card-number';

describe('passenger type on a flight date', () => {
  it.each([
    ['2026-05-19', '2026-06-01', 'TOO_YOUNG', 'an infant of 13 days'],
    ['2026-05-18', '2026-06-01', 'INF', 'an infant of 14 days'],
    ['2024-06-02', '2026-06-01', 'INF', 'the day before the 2nd birthday'],
    ['2024-06-01', '2026-06-01', 'CHD', 'the 2nd birthday'],
    ['2014-06-02', '2026-06-01', 'CHD', 'the day before the 12th birthday'],
    ['2014-06-01', '2026-06-01', 'ADT', 'the 12th birthday'],
    ['1980-01-01', '2026-06-01', 'ADT', 'a grown-up'],
    ['2026-06-02', '2026-06-01', 'TOO_YOUNG', 'not born yet'],
  ])('born %s, flying %s: %s (%s)', (birthDate, flightDate, expected) => {
    expect(passengerTypeOn(birthDate, flightDate)).toBe(expected);
  });

  it('someone born on 29 February has their birthday on 1 March in other years', () => {
    expect(ageInYears('2016-02-29', '2028-02-28')).toBe(11);
    expect(ageInYears('2016-02-29', '2028-02-29')).toBe(12);
    expect(ageInYears('2016-02-29', '2027-02-28')).toBe(10);
    expect(ageInYears('2016-02-29', '2027-03-01')).toBe(11);
  });

  it('a child turning 12 between outbound and return flies as an adult (the last flight decides)', () => {
    expect(passengerTypeForTrip('2014-06-05', ['2026-06-01', '2026-06-10'])).toBe('ADT');
    expect(passengerTypeForTrip('2014-06-05', ['2026-06-10', '2026-06-01'])).toBe('ADT');
    expect(passengerTypeForTrip('2014-06-05', ['2026-06-01'])).toBe('CHD');
  });

  it('an infant must be 14 days old on the first flight, even if older on the return', () => {
    expect(passengerTypeForTrip('2026-05-25', ['2026-06-01', '2026-06-20'])).toBe('TOO_YOUNG');
    expect(passengerTypeForTrip('2026-05-18', ['2026-06-01', '2026-06-20'])).toBe('INF');
  });

  it('the type never gets younger as the trip gets later (property)', () => {
    const order = ['TOO_YOUNG', 'INF', 'CHD', 'ADT'];
    const day = fc
      .integer({ min: 0, max: 40_000 })
      .map((n) => new Date(Date.UTC(1950, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (birth, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(passengerTypeOn(birth, later))).toBeGreaterThanOrEqual(
          order.indexOf(passengerTypeOn(birth, earlier)),
        );
      }),
    );
  });
});

describe('documents per trip kind', () => {
  it('domestic flights take the domestic ID list, international flights the travel documents', () => {
    expect(documentTypesFor('domestic')).toContain('0');
    expect(documentTypesFor('domestic')).not.toContain('03');
    expect(documentTypesFor('international')).toEqual(['4', '03', '04', '05', '06']);
  });

  it('reads birth date and sex from a mainland ID number', () => {
    const man = composeIdCardNumber('130102', '1985-03-14', 11);
    const woman = composeIdCardNumber('130102', '1985-03-14', 12);
    expect(birthDateFromIdCard(man)).toBe('1985-03-14');
    expect(genderFromIdCard(man)).toBe('1');
    expect(genderFromIdCard(woman)).toBe('2');
    expect(birthDateFromIdCard('12345')).toBeUndefined();
  });
});

const member = (
  passengerType: PartyMember['passengerType'],
  documentNo: string,
  extra: Partial<PartyMember> = {},
): PartyMember => ({ passengerType, documentType: '0', documentNo, ...extra });
const keys = (party: PartyMember[]) => partyProblems(party).map((problem) => problem.key);

describe('party rules', () => {
  it('an adult with a child and an infant may book', () => {
    expect(partyProblems([member('ADT', 'A1'), member('CHD', 'C1'), member('INF', 'I1')])).toEqual([]);
  });

  it('refuses an empty party', () => {
    expect(keys([])).toEqual(['passengers.party.empty']);
  });

  it('a child or an infant needs an adult', () => {
    expect(keys([member('CHD', 'C1')])).toEqual(['passengers.party.adultRequired']);
    expect(keys([member('INF', 'I1')])).toEqual(['passengers.party.adultRequired']);
  });

  it('at most one infant per adult', () => {
    expect(keys([member('ADT', 'A1'), member('INF', 'I1'), member('INF', 'I2')])).toEqual([
      'passengers.party.tooManyInfants',
    ]);
    expect(keys([member('ADT', 'A1'), member('ADT', 'A2'), member('INF', 'I1'), member('INF', 'I2')])).toEqual([]);
  });

  it('an infant names an adult who carries no other infant', () => {
    const party = [
      member('ADT', 'A1'),
      member('ADT', 'A2'),
      member('INF', 'I1', { accompanyingAdultIndex: 0 }),
      member('INF', 'I2', { accompanyingAdultIndex: 0 }),
    ];
    expect(partyProblems(party)).toEqual([{ key: 'passengers.party.adultCarriesTwoInfants', index: 3 }]);
    expect(
      partyProblems([member('ADT', 'A1'), member('CHD', 'C1'), member('INF', 'I1', { accompanyingAdultIndex: 1 })]),
    ).toEqual([{ key: 'passengers.party.accompanyingAdultInvalid', index: 2 }]);
  });

  it('refuses the same document twice, ignoring case and spaces', () => {
    const problems = partyProblems([member('ADT', '11010519491231002X'), member('ADT', '110105 19491231002x')]);
    expect(problems).toEqual([{ key: 'passengers.party.duplicateDocument', index: 1, params: { other: 1 } }]);
    expect(keys([member('ADT', 'E1234567'), member('ADT', 'E1234567', { documentType: '4' })])).toEqual([]);
  });

  it('at most nine seated passengers; infants do not count', () => {
    const adults = Array.from({ length: 9 }, (_, index) => member('ADT', `A${index}`));
    expect(keys([...adults, member('INF', 'I1')])).toEqual([]);
    expect(keys([...adults, member('CHD', 'C1')])).toEqual(['passengers.party.tooManySeated']);
  });

  it('seats each infant with the adult it names, else the first free adult', () => {
    const party = [
      member('ADT', 'A1'),
      member('ADT', 'A2'),
      member('INF', 'I1'),
      member('INF', 'I2', { accompanyingAdultIndex: 0 }),
      member('INF', 'I3'),
    ];
    expect(assignInfantsToAdults(party)).toEqual([undefined, undefined, 1, 0, undefined]);
  });
});

describe('the second fact of a lookup by ticket number', () => {
  const zhang = { name: '张伟', documentNo: '13010219880512001X' };
  const traveller = { name: 'ZHANG/WEI', lastName: 'Zhang', firstName: 'Wei', documentNo: 'E12345678' };

  it('is the name as ticketed, whatever the letter case, spaces or slash', () => {
    expect(isFactOfPassenger(' 张 伟 ', zhang)).toBe(true);
    for (const typed of ['ZHANG/WEI', 'zhang wei', 'Zhang / Wei', 'zhangwei'])
      expect(isFactOfPassenger(typed, traveller)).toBe(true);
  });

  it('or the document number', () => {
    expect(isFactOfPassenger('13010219880512001x', zhang)).toBe(true);
    expect(isFactOfPassenger('e 1234 5678', traveller)).toBe(true);
  });

  it('and nothing else: another name, part of the name, an empty answer', () => {
    for (const typed of ['张', '王伟', 'WEI/ZHANG', 'ZHANG', '', ' ', '/'])
      expect(isFactOfPassenger(typed, { ...traveller, name: '张伟' })).toBe(false);
  });
});

describe('what an ID-card passenger is not asked', () => {
  it('reads the birth date and sex from a valid number, however it was typed', () => {
    const number = composeIdCardNumber('130102', '1990-07-15', 12);
    expect(detailsFromIdCard(` ${number.toLowerCase()} `)).toEqual({ birthDate: '1990-07-15', gender: '2' });
  });

  it('leaves both blank while the number is wrong, so no earlier date stays behind', () => {
    const number = composeIdCardNumber('130102', '1990-07-15', 11);
    const mistyped = number.slice(0, 16) + String((Number(number[16]) + 1) % 10) + number[17];
    for (const documentNo of ['', '13010219900715', mistyped])
      expect(detailsFromIdCard(documentNo)).toEqual({ birthDate: '', gender: '' });
  });

  it('applies to the birth date and sex of an ID card only', () => {
    expect(isReadFromIdCard('0', 'birthDate')).toBe(true);
    expect(isReadFromIdCard('0', 'gender')).toBe(true);
    expect(isReadFromIdCard('0', 'name')).toBe(false);
    expect(isReadFromIdCard('1', 'birthDate')).toBe(false);
  });
});
