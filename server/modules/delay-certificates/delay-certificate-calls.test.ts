import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELAY_CERTIFICATE_CALLS, type FlightDelayApplyReply } from '../../../contract/calls/delay-certificate';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import { flights } from '../../db/schema/schedule';
import { latestMailTo } from '../../providers/mail/mail-outbox';
import { formCall, jsonCall } from '../../testing/test-app';
import { LI_NA, call, tripFor } from '../check-in/testing/check-in-test-calls';
import { memberHeaders } from '../orders/testing/order-test-setup';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { refreshDueOperations } from '../flight-ops/refresh-operations';
import { arrivedDomesticFlight } from '../flight-ops/testing/arrived-flight';
import { suiteApp } from '../../testing/suite-app';

describe('delay certificates', () => {
  const test = suiteApp();
  let delayed: TicketedTrip;
  let onTime: TicketedTrip;
  beforeAll(async () => {
    await refreshDueOperations(test.database.db, test.clock.now());
    delayed = await tripFor(test, { flightId: (await arrivedDomesticFlight(test.database.db, 'late')).id });
    onTime = await tripFor(test, { flightId: (await arrivedDomesticFlight(test.database.db, 'onTime')).id });
  });

  const apply = (payload: object, headers: Record<string, string> = {}, locale = 'en') =>
    call<FlightDelayApplyReply>(test.app, DELAY_CERTIFICATE_CALLS.flightDelayApply, payload, headers, locale);
  const traveller = (trip: TicketedTrip) => ({ ticketNo: trip.coupons[0]!.ticketNo!, name: trip.coupons[0]!.name });
  /** The certificate of the delayed trip's first coupon (issued once, the same one after). */
  const delayedCertificate = async () =>
    (
      (await apply({ ...traveller(delayed), couponId: delayed.coupons[0]!.couponId })).data as Extract<
        FlightDelayApplyReply,
        { kind: 'certificate' }
      >
    ).certificate;

  it('lists the traveller’s segment as eligible, issues one certificate, and returns the same one when asked again', async () => {
    const found = await apply(traveller(delayed));
    expect(found.resultCode).toBe('0');
    const segments = found.data.kind === 'segments' ? found.data.segments : [];
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ couponId: delayed.coupons[0]!.couponId, refusal: null, issued: false });
    const issued = await apply({ ...traveller(delayed), couponId: segments[0]!.couponId });
    expect(issued.data.kind).toBe('certificate');
    if (issued.data.kind !== 'certificate') return;
    const certificate = issued.data.certificate;
    expect(certificate).toMatchObject({
      passengerName: delayed.coupons[0]!.name,
      ticketNo: delayed.coupons[0]!.ticketNo,
      outcome: 'delayed',
    });
    expect(certificate.delayMinutes).toBeGreaterThanOrEqual(30);
    expect(certificate.documentNoMasked).toMatch(/^130\*+\d{3}[\dX]$/);
    expect(certificate.verificationCode).toMatch(/^[0-9A-Z]{10}$/);
    // By document number and name, someone else (or nobody) applying again gets the first certificate.
    const again = await apply(
      { documentNo: delayed.coupons[0]!.documentNo, name: delayed.coupons[0]!.name, couponId: segments[0]!.couponId },
      await memberHeaders(test.app, LI_NA.mobile),
    );
    expect(again.data).toMatchObject({
      kind: 'certificate',
      certificate: { certificateNo: certificate.certificateNo, verificationCode: certificate.verificationCode },
    });
  });

  it('refuses a number with another name, and sends repeated guesses to the slider', async () => {
    const wrong = { ticketNo: onTime.coupons[0]!.ticketNo!, name: '李四' };
    expect(await apply(wrong)).toMatchObject({
      resultCode: 'DELAY_NO_TICKET',
      resultMsg: 'No ticket was found for that number and passenger name. Please check both and try again.',
    });
    await apply(wrong);
    await apply(wrong);
    expect(await apply(wrong)).toMatchObject({ adsCode: '002' });
  });

  it('refuses another traveller’s coupon under one’s own ticket and name', async () => {
    expect(await apply({ ...traveller(delayed), couponId: onTime.coupons[0]!.couponId })).toMatchObject({
      resultCode: 'DELAY_NO_TICKET',
    });
  });

  it('refuses a flight that was not delayed, quoting its actual times', async () => {
    const found = await apply({ documentNo: onTime.coupons[0]!.documentNo, name: onTime.coupons[0]!.name });
    const segment = found.data.kind === 'segments' ? found.data.segments[0]! : undefined;
    expect(segment?.refusal?.code).toBe('DELAY_NOT_DELAYED');
    expect(segment?.refusal?.message).toMatch(
      /^This flight was not delayed: scheduled 2026-05-3\d \d\d:\d\d, left the gate 2026-05-3\d \d\d:\d\d, arrived/,
    );
    const refused = await apply({
      documentNo: onTime.coupons[0]!.documentNo,
      name: onTime.coupons[0]!.name,
      couponId: onTime.coupons[0]!.couponId,
    });
    expect(refused).toMatchObject({ resultCode: 'DELAY_NOT_DELAYED', data: { delayMinutes: expect.any(Number) } });
  });

  it('refuses a flight that has not operated, and certifies one that was canceled', async () => {
    const future = await tripFor(test, { departsAfterHours: 30 });
    const coupon = future.coupons[0]!;
    expect(await apply({ ticketNo: coupon.ticketNo!, name: coupon.name, couponId: coupon.couponId })).toMatchObject({
      resultCode: 'DELAY_NOT_OPERATED',
    });
    const [flight] = await test.database.db.select().from(flights).where(eq(flights.id, future.flightId));
    await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight!.flightNo,
      flightDate: flight!.flightDate,
      cancel: true,
      reason: 'crew',
    });
    const issued = await apply(
      { ticketNo: coupon.ticketNo!, name: coupon.name, couponId: coupon.couponId },
      {},
      'zh-CN',
    );
    expect(issued.data).toMatchObject({
      kind: 'certificate',
      certificate: { outcome: 'canceled', reason: { code: 'crew', text: '机组调配' }, actualDeparture: null },
    });
  });

  it('downloads the certificate as a PDF naming the flight, the times and the code, and only with the right code', async () => {
    const certificate = await delayedCertificate();
    const access = { certificateNo: certificate.certificateNo, verificationCode: certificate.verificationCode };
    const response = await formCall(test.app, DELAY_CERTIFICATE_CALLS.downloadPDF, access, {
      'accept-language': 'zh-CN',
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const wrongCode = await formCall(test.app, DELAY_CERTIFICATE_CALLS.downloadPDF, {
      ...access,
      verificationCode: 'ABCDEFGH23',
    });
    expect(wrongCode.json()).toMatchObject({ resultCode: 'DELAY_CERTIFICATE_NOT_FOUND' });
    if (!existsSync('/usr/bin/pdftotext')) return;
    const file = join(mkdtempSync(join(tmpdir(), 'delay-certificate-')), 'certificate.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const item of [
      '航班延误证明',
      '河北航空',
      certificate.certificateNo,
      certificate.flightNo,
      certificate.verificationCode,
      certificate.passengerName,
      `延误 ${certificate.delayMinutes} 分钟`,
    ])
      expect(text).toContain(item);
  });

  it('mails the certificate as a PDF attachment to the outbox', async () => {
    const certificate = await delayedCertificate();
    const sent = await call(
      test.app,
      DELAY_CERTIFICATE_CALLS.delaySendEmail,
      {
        certificateNo: certificate.certificateNo,
        verificationCode: certificate.verificationCode,
        email: 'traveller@example.com',
      },
      {},
      'en',
    );
    expect(sent).toMatchObject({ resultCode: '0', data: { sentTo: 'tr****@example.com' } });
    const mail = await latestMailTo(test.database.db, 'traveller@example.com');
    expect(mail?.subject).toBe(`Delay certificate for flight ${certificate.flightNo} on ${certificate.flightDate}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: `delay-certificate-${certificate.certificateNo}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    expect(mail?.raw).toContain('Content-Type: application/pdf');
  });

  it('shows anyone what a code certifies with the name and numbers masked, and refuses unknown codes', async () => {
    const certificate = await delayedCertificate();
    const checked = await call(
      test.app,
      DELAY_CERTIFICATE_CALLS.checkDelayCode,
      { verificationCode: certificate.verificationCode.toLowerCase() },
      {},
      'en',
    );
    expect(checked.data.certificate).toMatchObject({
      certificateNo: certificate.certificateNo,
      flightNo: certificate.flightNo,
      delayMinutes: certificate.delayMinutes,
    });
    expect(checked.data.certificate.passengerName).toBe(
      `${certificate.passengerName.slice(0, 1)}${'*'.repeat(certificate.passengerName.length - 1)}`,
    );
    expect(checked.data.certificate.ticketNo).toMatch(/^880\*{6}\d{4}$/);
    expect(checked.data.certificate).not.toHaveProperty('verificationCode');
    expect(
      await call(test.app, DELAY_CERTIFICATE_CALLS.checkDelayCode, { verificationCode: 'ZZZZZZZZZZ' }, {}, 'en'),
    ).toMatchObject({ resultCode: 'DELAY_CODE_UNKNOWN' });
    expect(
      (await call(test.app, DELAY_CERTIFICATE_CALLS.checkDelayCode, { verificationCode: 'short' }, {}, 'en'))
        .resultCode,
    ).not.toBe('0');
  });

  it('refuses flights more than a year ago', async () => {
    test.clock.set('2027-06-15T02:00:00Z');
    const found = await apply({ ...traveller(onTime), couponId: onTime.coupons[0]!.couponId });
    expect(found).toMatchObject({
      resultCode: 'DELAY_TOO_OLD',
      resultMsg: 'Certificates are issued for flights of the last 12 months only.',
    });
  });
});
