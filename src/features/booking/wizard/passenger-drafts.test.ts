import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../../../contract/validators/id-card';
import { birthDateOnIdCard, contactProblems, emptySlots, passengerProblems, slotsFromDraft, ticketedNameOf, toBookingPassengers } from './passenger-drafts';

const idCard = (birth: string, sequence: string) => `130102${birth}${sequence}` + checkCharacter(`130102${birth}${sequence}`);

describe('the passenger form', () => {
  it('has a slot per searched traveller, adults first, with the market’s usual document', () => {
    expect(emptySlots({ adults: 2, children: 1, infants: 1 }, 'domestic').map((slot) => [slot.passengerType, slot.documentType])).toEqual([
      ['ADT', '0'],
      ['ADT', '0'],
      ['CHD', '0'],
      ['INF', '0'],
    ]);
    expect(emptySlots({ adults: 1, children: 0, infants: 0 }, 'international')[0]?.documentType).toBe('4');
  });

  it('reads the birth date off a valid ID card only', () => {
    expect(birthDateOnIdCard(idCard('19900307', '123'))).toBe('1990-03-07');
    expect(birthDateOnIdCard('130102199003071230')).toBeUndefined();
  });

  it('puts each infant on the lap of an adult of the same rank', () => {
    const slots = emptySlots({ adults: 2, children: 0, infants: 2 }, 'domestic');
    expect(toBookingPassengers(slots).map((passenger) => passenger.accompanyingAdultIndex)).toEqual([undefined, undefined, 0, 1]);
  });

  it('names what is wrong: an empty name, an ID failing its checksum', () => {
    const [slot] = emptySlots({ adults: 1, children: 0, infants: 0 }, 'domestic');
    const problems = passengerProblems({ ...slot!, documentNo: '130102199003071230', birthDate: '1990-03-07' }, 'domestic');
    expect(problems.documentNo).toBe('validation.idCardIllegal');
    expect(problems.name).toEqual(expect.any(String));
    expect(passengerProblems({ ...slot!, name: '张伟', documentNo: idCard('19900307', '123'), birthDate: '1990-03-07' }, 'domestic')).toEqual({});
  });

  it('abroad, asks for the travel-document fields and tickets SURNAME/GIVEN', () => {
    const [slot] = emptySlots({ adults: 1, children: 0, infants: 0 }, 'international');
    const problems = passengerProblems({ ...slot!, lastName: 'Zhang', documentNo: 'E12345678', birthDate: '1990-03-07' }, 'international');
    expect(Object.keys(problems).sort()).toEqual(['documentExpiry', 'firstName', 'gender', 'issuingPlace', 'nationality']);
    const [passenger] = toBookingPassengers([{ ...slot!, lastName: 'Zhang', firstName: 'Wei' }]);
    expect(ticketedNameOf(passenger!)).toBe('ZHANG/WEI');
  });

  it('comes back from a submitted draft as it was typed', () => {
    const slots = emptySlots({ adults: 1, children: 1, infants: 0 }, 'domestic').map((slot, index) => ({ ...slot, name: ['张伟', '张小明'][index]!, documentNo: idCard('19900307', '12' + index), birthDate: '1990-03-07' }));
    expect(slotsFromDraft(toBookingPassengers(slots))).toEqual(slots);
  });

  it('checks the contact: a mobile and an e-mail', () => {
    expect(Object.keys(contactProblems({ name: '张伟', mobile: '123', email: 'no' })).sort()).toEqual(['email', 'mobile']);
  });
});
