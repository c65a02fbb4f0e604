import { describe, expect, it } from 'vitest';
import { composeIdCardNumber } from './id-card-number';
import {
  bookingPartySchema,
  contactSchema,
  contactWithAgreementSchema,
  passengerForTripSchema,
  passengerInputSchema,
  type PassengerInput,
} from './passenger-schema';

const DOMESTIC = { kind: 'domestic', flightDates: ['2026-06-01'] } as const;
const INTERNATIONAL = { kind: 'international', flightDates: ['2026-06-01', '2026-06-15'] } as const;

const adult = (overrides: Partial<PassengerInput> = {}): PassengerInput => ({
  passengerType: 'ADT',
  name: '张伟',
  documentType: '0',
  documentNo: composeIdCardNumber('130102', '1985-03-14', 11),
  birthDate: '1985-03-14',
  ...overrides,
});
const traveller = (overrides: Partial<PassengerInput> = {}): PassengerInput =>
  adult({
    documentType: '4',
    documentNo: 'E12345678',
    name: 'ZHANG/WEI',
    lastName: 'Zhang',
    firstName: 'Wei',
    gender: '1',
    nationality: 'chn',
    issuingPlace: 'CHN',
    documentExpiry: '2030-01-01',
    ...overrides,
  });

/** The message of each failed field, as 'path: message'. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('one passenger', () => {
  it('accepts an adult with a valid ID card', () => {
    expect(problems(passengerForTripSchema(DOMESTIC).safeParse(adult()))).toEqual([]);
  });

  it.each([
    ['1301021985031401', 'validation.idCardFormat'],
    ['130102198502301234', 'validation.idCardBirthDate'],
    ['110105194912310021', 'validation.idCardIllegal'],
  ])('gives the spec 5 message for the ID number %s', (documentNo, message) => {
    expect(problems(passengerInputSchema.safeParse(adult({ documentNo })))).toEqual([`documentNo: ${message}`]);
  });

  it('refuses a birth date that differs from the one on the ID card, and a sex that differs', () => {
    expect(problems(passengerInputSchema.safeParse(adult({ birthDate: '1985-03-15', gender: '2' })))).toEqual([
      'birthDate: passengers.errors.birthDateNotOnIdCard',
      'gender: passengers.errors.genderNotOnIdCard',
    ]);
  });

  it('needs a name and a well-formed document number', () => {
    expect(problems(passengerInputSchema.safeParse(adult({ name: ' ', documentType: '4', documentNo: 'E1' })))).toEqual(
      ['name: passengers.errors.nameRequired', 'documentNo: passengers.errors.documentNoFormat'],
    );
  });

  it('a birth certificate is for children and infants only', () => {
    expect(problems(passengerInputSchema.safeParse(adult({ documentType: '208', documentNo: 'N130102001' })))).toEqual([
      'documentType: passengers.errors.birthCertificateForAdult',
    ]);
  });

  it('checks the declared type against the age on the last flight', () => {
    const child = {
      passengerType: 'ADT',
      birthDate: '2018-01-01',
      documentType: '208',
      documentNo: 'N130102001',
    } as const;
    expect(problems(passengerForTripSchema(DOMESTIC).safeParse(adult(child)))).toEqual([
      'documentType: passengers.errors.birthCertificateForAdult',
      'passengerType: passengers.errors.typeShouldBeCHD',
    ]);
    expect(problems(passengerForTripSchema(DOMESTIC).safeParse(adult({ ...child, passengerType: 'CHD' })))).toEqual([]);
    const newborn = {
      passengerType: 'INF',
      birthDate: '2026-05-25',
      documentType: '208',
      documentNo: 'N130102002',
    } as const;
    expect(problems(passengerForTripSchema(DOMESTIC).safeParse(adult(newborn)))).toEqual([
      'birthDate: passengers.errors.tooYoung',
    ]);
  });

  it('refuses a travel document on a domestic flight and a domestic-only document abroad', () => {
    expect(
      problems(passengerForTripSchema(DOMESTIC).safeParse(traveller({ documentType: '03', documentNo: 'C12345678' }))),
    ).toEqual(['documentType: passengers.errors.documentTypeForTrip']);
    expect(
      problems(
        passengerForTripSchema(INTERNATIONAL).safeParse(
          traveller({ documentType: '0', documentNo: adult().documentNo }),
        ),
      ),
    ).toEqual(['documentType: passengers.errors.documentTypeForTrip']);
  });
});

describe('a traveller abroad', () => {
  it('accepts a passport with nationality, issuing place, expiry and Latin names', () => {
    expect(problems(passengerForTripSchema(INTERNATIONAL).safeParse(traveller()))).toEqual([]);
  });

  it('needs Latin names, sex, nationality, issuing place and an expiry', () => {
    const bare = traveller({
      lastName: '',
      firstName: undefined,
      gender: undefined,
      nationality: ' ',
      issuingPlace: undefined,
      documentExpiry: undefined,
    });
    expect(problems(passengerForTripSchema(INTERNATIONAL).safeParse(bare))).toEqual([
      'lastName: passengers.errors.latinNameRequired',
      'firstName: passengers.errors.latinNameRequired',
      'gender: passengers.errors.gender',
      'nationality: passengers.errors.nationalityRequired',
      'issuingPlace: passengers.errors.issuingPlaceRequired',
      'documentExpiry: passengers.errors.documentExpiry',
    ]);
  });

  it('nationality and issuing place are country codes', () => {
    expect(
      problems(
        passengerForTripSchema(INTERNATIONAL).safeParse(traveller({ nationality: 'China', issuingPlace: '河北' })),
      ),
    ).toEqual(['nationality: passengers.errors.countryCode', 'issuingPlace: passengers.errors.countryCode']);
    expect(passengerInputSchema.parse(traveller()).nationality).toBe('CHN');
  });

  it('refuses names in Chinese characters where Latin letters are needed', () => {
    expect(problems(passengerForTripSchema(INTERNATIONAL).safeParse(traveller({ lastName: '张' })))).toEqual([
      'lastName: passengers.errors.latinName',
    ]);
  });

  it('the document must still be valid after the last flight day', () => {
    expect(
      problems(passengerForTripSchema(INTERNATIONAL).safeParse(traveller({ documentExpiry: '2026-06-15' }))),
    ).toEqual(['documentExpiry: passengers.errors.documentExpiresBeforeTravel']);
    expect(
      problems(passengerForTripSchema(INTERNATIONAL).safeParse(traveller({ documentExpiry: '2026-06-16' }))),
    ).toEqual([]);
  });
});

describe('the whole party', () => {
  const infant = adult({
    passengerType: 'INF',
    name: '张小宝',
    birthDate: '2025-10-01',
    documentNo: composeIdCardNumber('130102', '2025-10-01', 21),
  });

  it('accepts an adult with an infant', () => {
    expect(problems(bookingPartySchema(DOMESTIC).safeParse([adult(), infant]))).toEqual([]);
  });

  it('refuses an infant alone and the same document twice, on the right passenger', () => {
    expect(problems(bookingPartySchema(DOMESTIC).safeParse([infant]))).toEqual([': passengers.party.adultRequired']);
    expect(problems(bookingPartySchema(DOMESTIC).safeParse([adult(), adult({ name: '张三' })]))).toEqual([
      '1.documentNo: passengers.party.duplicateDocument',
    ]);
  });

  it('shows the party rules beside a passenger’s own problems', () => {
    expect(problems(bookingPartySchema(DOMESTIC).safeParse([adult(), adult({ name: '' })]))).toEqual([
      '1.name: passengers.errors.nameRequired',
      '1.documentNo: passengers.party.duplicateDocument',
    ]);
    expect(problems(bookingPartySchema(DOMESTIC).safeParse([adult({ passengerType: 'CHD' })]))).toEqual([
      '0.passengerType: passengers.errors.typeShouldBeADT',
      ': passengers.party.adultRequired',
    ]);
  });

  it('two passengers with no document number yet are not duplicates', () => {
    expect(
      problems(bookingPartySchema(DOMESTIC).safeParse([adult({ documentNo: '' }), adult({ documentNo: ' ' })])),
    ).toEqual([
      '0.documentNo: passengers.errors.documentNoRequired',
      '1.documentNo: passengers.errors.documentNoRequired',
    ]);
  });
});

describe('the contact', () => {
  it('needs a name, a valid mobile and an e-mail', () => {
    expect(
      problems(contactSchema.safeParse({ name: '张伟', mobile: '13800138000', email: 'zhang_wei@example.cn' })),
    ).toEqual([]);
    expect(problems(contactSchema.safeParse({ name: '', mobile: '12800138000', email: 'zhang@example' }))).toEqual([
      'name: validation.contactName',
      'mobile: validation.mobile',
      'email: validation.email',
    ]);
    expect(problems(contactSchema.safeParse(undefined))).toEqual([': passengers.contact.required']);
  });

  it('the agreement must be accepted', () => {
    const contact = { name: '张伟', mobile: '13800138000', email: 'zhang@example.cn' };
    expect(problems(contactWithAgreementSchema.safeParse({ ...contact, agreementAccepted: false }))).toEqual([
      'agreementAccepted: validation.agreement',
    ]);
    expect(problems(contactWithAgreementSchema.safeParse({ ...contact, agreementAccepted: true }))).toEqual([]);
  });
});

describe('messages', () => {
  it('every passengers.* key the rules and schemas give has a text in every locale', async () => {
    const { readFileSync } = await import('node:fs');
    const source = ['passenger-rules.ts', 'passenger-schema.ts']
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n');
    const keys = [...new Set([...source.matchAll(/'passengers\.([\w.]+)/g)].map((match) => match[1]!))];
    keys.push(...['ADT', 'CHD', 'INF'].map((type) => `errors.typeShouldBe${type}`));
    for (const locale of ['zhCn', 'zhTw', 'en']) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../catalogues/${locale}/passengers.json`, import.meta.url), 'utf8'),
      );
      for (const key of keys)
        expect(
          key.split('.').reduce((node, part) => node?.[part], catalogue),
          `${locale} ${key}`,
        ).toEqual(expect.any(String));
    }
  });
});
