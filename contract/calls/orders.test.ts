import { describe, expect, it } from 'vitest';
import {
  bookFlightPayload,
  orderListPayload,
  ORDER_STATUSES,
  ORDER_TAB_STATUSES,
  tabOfStatus,
  type BookFlightPayload,
} from './orders';
import { ORDER_TABS } from '../first-load/order-tab';

const adult = {
  passengerType: 'ADT',
  name: '张伟',
  documentType: '0',
  documentNo: '11010519491231002X',
  birthDate: '1949-12-31',
} as const;
const valid: BookFlightPayload = {
  idempotencyKey: '5b0c7a0e-6f0e-4c55-9d1a-000000000001',
  orderKind: 'domestic',
  segments: [{ flightNo: 'NS3301', flightDate: '2026-12-01', bookingClass: 'Y', quotedAdultFare: 900 }],
  passengers: [adult],
  contact: { name: '张伟', mobile: '13800138000', email: 'zhang_wei@example.cn' },
  agreementAccepted: true,
};

const messagesOf = (payload: unknown) => {
  const result = bookFlightPayload.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('bookFlight payload', () => {
  it('accepts a one-adult domestic booking', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it('refuses a booking without the agreement accepted', () => {
    expect(messagesOf({ ...valid, agreementAccepted: false })).toContain('validation.agreement');
  });

  it('needs a contact with a valid mobile and email (spec 5)', () => {
    expect(messagesOf({ ...valid, contact: { name: '', mobile: '12800138000', email: 'no-at-sign' } })).toEqual([
      'validation.contactName',
      'validation.mobile',
      'validation.email',
    ]);
  });

  it('applies the passenger rules for the trip: an adult needed, one infant per adult, no document twice', () => {
    expect(messagesOf({ ...valid, passengers: [{ ...adult, passengerType: 'CHD' }] })).toContain(
      'passengers.party.adultRequired',
    );
    const infant = {
      passengerType: 'INF',
      name: '张小宝',
      documentType: '208',
      documentNo: 'BC2026001',
      birthDate: '2026-03-01',
    };
    expect(messagesOf({ ...valid, passengers: [adult, infant, { ...infant, documentNo: 'BC2026002' }] })).toContain(
      'passengers.party.tooManyInfants',
    );
    expect(
      messagesOf({ ...valid, passengers: [adult, { ...adult, documentNo: ` ${adult.documentNo.toLowerCase()} ` }] }),
    ).toContain('passengers.party.duplicateDocument');
  });

  it('checks each passenger against the flights: an international trip needs travel-document fields', () => {
    const issues = bookFlightPayload.safeParse({
      ...valid,
      orderKind: 'international',
      passengers: [{ ...adult, documentType: '4', documentNo: 'E12345678' }],
    });
    expect(issues.success).toBe(false);
    expect(issues.error?.issues.map((issue) => issue.path.join('.'))).toContain('passengers.0.lastName');
  });

  it('refuses a return before the outbound flight', () => {
    const segments = [valid.segments[0], { ...valid.segments[0], flightNo: 'NS3302', flightDate: '2026-11-30' }];
    expect(messagesOf({ ...valid, segments })).toContain('orders.validation.returnBeforeOutbound');
  });

  it('insures only passengers of the order', () => {
    expect(messagesOf({ ...valid, insurance: [{ passengerIndex: 1, productCode: 'FAI-DELAY' }] })).toEqual([
      'orders.validation.insurancePassenger',
    ]);
  });
});

describe('order tabs', () => {
  it('puts every status in exactly one tab', () => {
    for (const status of ORDER_STATUSES)
      expect(ORDER_TABS.filter((tab) => ORDER_TAB_STATUSES[tab].includes(status))).toEqual([tabOfStatus(status)]);
  });

  it('reads a tab from the form payload and refuses an unknown one', () => {
    expect(orderListPayload.parse({ tab: '3' })).toEqual({ tab: 3, pageNo: 1, pageSize: 10 });
    expect(orderListPayload.safeParse({ tab: 4 }).success).toBe(false);
  });
});
