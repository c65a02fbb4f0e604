import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { CabinGuideData } from '../../../contract/calls/flights';
import { cabinGuideRecords } from '../../db/schema/cabin-guide';
import { jsonCall, jsonReplyIn } from '../../testing/test-app';
import { SLOW_SEED_TIMEOUT_MS, suiteApp } from '../../testing/suite-app';

describe('cabin rules (ticket-guide)', () => {
  const testApp = suiteApp({}, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });

  const guide = (payload: Record<string, unknown>, language = 'zh-CN') =>
    jsonReplyIn<CabinGuideData>(testApp.app, CALLS.queryCabinGuide, payload, language);

  it('gives a booking class’s change and refund fees and baggage, as readable text in the request’s language', async () => {
    const reply = await guide({ origin: 'SJW', destination: 'CAN', bookingClass: 'K', flightDate: '2026-06-05' }, 'en');
    expect(reply.data).toMatchObject({
      bookingClass: 'K',
      cabinClass: 'Y',
      cabinName: 'Economy',
      changeFeePercent: 20,
      refundFeePercent: 35,
      baggageKg: 20,
    });
    expect(reply.data.rules).toEqual([
      { kind: 'change', title: 'Date change', text: 'Fee of 20% of the fare before departure' },
      { kind: 'refund', title: 'Refund', text: 'Fee of 35% of the fare before departure' },
      { kind: 'baggage', title: 'Free checked baggage', text: '20 kg' },
    ]);
    const business = await guide(
      { origin: 'SJW', destination: 'CAN', bookingClass: 'J', flightDate: '2026-06-05' },
      'zh-TW',
    );
    expect(business.data.cabinName).toBe('商務艙');
    expect(business.data.rules[0]!.text).toBe('起飛前免費');
  });

  it('refuses a booking class the route does not sell, and a class that is not one letter', async () => {
    expect(
      await guide({ origin: 'SJW', destination: 'CAN', bookingClass: 'Z', flightDate: '2026-06-05' }, 'en'),
    ).toMatchObject({ code: '404', message: 'This route has no booking class Z' });
    expect(
      await guide({ origin: 'SJW', destination: 'CAN', bookingClass: 'KK', flightDate: '2026-06-05' }, 'en'),
    ).toMatchObject({ rCode: 'RR0001', message: 'The cabin is 1 letter' });
  });

  it('records who viewed the rules of which flight and fare', async () => {
    const payload = {
      origin: 'SJW',
      destination: 'CAN',
      bookingClass: 'K',
      flightDate: '2026-06-05',
      flightNo: 'NS3101',
    };
    const reply = (
      await jsonCall(testApp.app, CALLS.createCabinGuideRecord, payload, { devicecode: 'device-42' })
    ).json() as { code: string; data: { recordId: number } };
    expect(reply.code).toBe('success');
    const [row] = await testApp.database.db
      .select()
      .from(cabinGuideRecords)
      .where(eq(cabinGuideRecords.id, reply.data.recordId));
    expect(row).toMatchObject({ ...payload, deviceCode: 'device-42', memberId: '', viewedAt: testApp.clock.now() });
  });
});
