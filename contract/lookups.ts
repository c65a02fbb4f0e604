/**
 * The lookup tables of spec 3 with their exact stored values. A label is the i18n key
 * `lookups.<table>.<value>` (see `lookupLabelKey`); the texts live in contract/catalogues/<locale>/lookups.json.
 * Tables the spec shows "by label only" got stored values here, taken from the spec's own document codes
 * where the labels match (card types) and from GB/T 2261.1 for sex ('9' = not stated).
 */
export const LOOKUPS = {
  relationship: ['9', '0', '1', '2', '3', '4', '5', '6', '7', '8'],
  idDocumentType: ['0', '4', '212', '66', '208', '207', '15', '219', '218', '91', '222', '5'],
  travelDocumentType: ['4', '03', '04', '05', '06'],
  gender: ['1', '2'],
  sex: ['1', '2', '9'],
  airline: ['0', 'MF', 'CZ', 'RY'],
  disabilityCertificate: ['', '01', '02'],
  memberTier: ['blackDiamond', 'platinum', 'gold', 'silver', 'ordinary'],
  cardType: ['0', '4', '05', '03', '04', '06', '212', '66', '208', '207', '15', '219', '218', '91', '222', '5'],
  bankCardType: ['debit', 'credit'],
  proofDeliveryType: ['counter', 'courier'],
} as const satisfies Record<string, readonly string[]>;

export type LookupTable = keyof typeof LOOKUPS;
export type LookupValue<T extends LookupTable> = (typeof LOOKUPS)[T][number];
export const LOOKUP_TABLES = Object.keys(LOOKUPS) as LookupTable[];

/** Named values for code that must not spell magic numbers. */
export const RELATIONSHIP = {
  self: '9',
  father: '0',
  mother: '1',
  son: '2',
  daughter: '3',
  brother: '4',
  sister: '5',
  spouse: '6',
  friend: '7',
  other: '8',
} as const;
export const ID_DOCUMENT_TYPE = {
  idCard: '0',
  passport: '4',
  ePassport: '212',
  militaryId: '66',
  birthCertificate: '208',
  residencePermitHkMoTw: '207',
  travelPermitHkMoTw: '15',
  diplomaticId: '219',
  seamansBook: '218',
  foreignPermanentResident: '91',
  foreignEntryExitPermit: '222',
  other: '5',
} as const;
export const TRAVEL_DOCUMENT_TYPE = {
  passport: '4',
  hkMacaoPass: '03',
  taiwanPass: '04',
  homeReturnPermit: '05',
  taiwanCompatriotPermit: '06',
} as const;
export const GENDER = { male: '1', female: '2' } as const;
export const SEX = { male: '1', female: '2', confidential: '9' } as const;
export const AIRLINE_CODE = {
  hebeiAirlines: '0',
  xiamenAirlines: 'MF',
  chinaSouthern: 'CZ',
  jiangxiAirlines: 'RY',
} as const;
export const DISABILITY_CERTIFICATE = { none: '', military: '01', police: '02' } as const;
export const MEMBER_TIER = {
  blackDiamond: 'blackDiamond',
  platinum: 'platinum',
  gold: 'gold',
  silver: 'silver',
  ordinary: 'ordinary',
} as const;
export const BANK_CARD_TYPE = { debit: 'debit', credit: 'credit' } as const;
export const PROOF_DELIVERY_TYPE = { counter: 'counter', courier: 'courier' } as const;

/** The empty value (no disability certificate) has the key 'none'. */
export function lookupLabelKey(table: LookupTable, value: string): string {
  return `lookups.${table}.${value === '' ? 'none' : value}`;
}

export function isLookupValue<T extends LookupTable>(table: T, value: unknown): value is LookupValue<T> {
  return typeof value === 'string' && (LOOKUPS[table] as readonly string[]).includes(value);
}

/** Letters A-Z map to numbers 1-26 (spec 3), e.g. for check digits of document numbers. */
export const LETTER_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  Array.from({ length: 26 }, (_, index) => [String.fromCharCode(65 + index), index + 1]),
);

/** Months as written in expiry-date pickers: '01'..'12'. */
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
