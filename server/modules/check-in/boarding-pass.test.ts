import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'bcbp';
import { toBuffer } from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type BoardingPass, type BoardingPassesReply } from '../../../contract/calls/check-in';
import { localDateTime } from '../../../contract/airport-time';
import { pdf417Png } from './boarding-pass-pdf';
import { call, tripFor } from './testing/check-in-test-calls';
import { decodeBarcodePng } from './testing/decode-barcode';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';
import { memberHeaders, suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('boarding pass', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  let trip: TicketedTrip;
  let pass: BoardingPass;
  beforeAll(async () => {
    trip = await tripFor(test);
    const couponId = trip.coupons[0]!.couponId;
    await call<BoardingPassesReply>(
      test.app,
      CHECK_IN_CALLS.checkIn,
      { couponIds: [couponId], seats: [{ couponId, seat: '47K' }] },
      zhangWei,
    );
    pass = (await call<BoardingPass>(test.app, CHECK_IN_CALLS.queryUmeBoardPass, { couponId }, zhangWei)).data;
  });

  it('shows name, flight, date, route, seat, cabin, gate, boarding 40 minutes before departure and the sequence', () => {
    expect(pass).toMatchObject({
      name: '张伟',
      latinName: 'ZHANG/WEI',
      seat: '47K',
      cabin: 'Y',
      pnr: trip.pnr,
      ticketNo: trip.coupons[0]!.ticketNo,
      sequence: 1,
    });
    expect(pass.gate).toMatch(/^\d{1,2}$/);
    const boarding = localDateTime(new Date(trip.departureAt.getTime() - 40 * 60_000), 'Asia/Shanghai');
    expect(pass.boardingTime).toBe(boarding.time);
    expect(pass.from.cityName.zhCn).toBeTruthy();
  });

  it('carries a BCBP string that an independent decoder reads back to the right name, PNR, flight, date, seat and ticket', () => {
    const decoded = decode(pass.bcbp, Number(pass.date.slice(0, 4)));
    const leg = decoded.data!.legs![0]!;
    expect(decoded.data!.passengerName).toBe('ZHANG/WEI');
    expect(leg.operatingCarrierPNR).toBe(trip.pnr);
    expect(`${leg.operatingCarrierDesignator}${Number(leg.flightNumber)}`).toBe(pass.flightNo);
    expect(leg.flightDate!.toISOString().slice(0, 10)).toBe(pass.date);
    expect(leg).toMatchObject({
      departureAirport: pass.from.airport,
      arrivalAirport: pass.to.airport,
      seatNumber: '047K',
      checkInSequenceNumber: '0001',
      passengerStatus: '1',
    });
    expect(`${leg.airlineNumericCode}${leg.serialNumber}`).toBe(pass.ticketNo);
  });

  it('prints as PDF417 and shows as QR: both symbols decode back to the same string', async () => {
    expect(decodeBarcodePng(await pdf417Png(pass.bcbp), 'PDF_417')).toBe(pass.bcbp);
    const qr = await toBuffer({
      bcid: 'qrcode',
      text: pass.bcbp,
      scale: 3,
      paddingwidth: 8,
      paddingheight: 8,
      backgroundcolor: 'ffffff',
    });
    expect(decodeBarcodePng(qr, 'QR_CODE')).toBe(pass.bcbp);
  });

  it('downloads as a PDF with the Chinese name and every item of the pass', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${CHECK_IN_CALLS.boardingPassPdf}?couponId=${pass.couponId}`,
      headers: { ...zhangWei, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`boarding-pass-${pass.flightNo}`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!existsSync('/usr/bin/pdftotext')) return;
    const file = join(mkdtempSync(join(tmpdir(), 'boarding-pass-')), 'pass.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const item of [
      '登机牌',
      '张伟',
      'ZHANG/WEI',
      pass.flightNo,
      pass.date,
      pass.seat,
      pass.gate,
      pass.boardingTime,
      pass.ticketNo,
      pass.pnr,
      '经济舱',
      pass.from.cityName.zhCn,
    ])
      expect(text).toContain(item);
  });

  it('is refused to a member who never found the booking, and without login', async () => {
    const other = await memberHeaders(test.app, '13900139000');
    expect(
      (await call(test.app, CHECK_IN_CALLS.queryUmeBoardPass, { couponId: pass.couponId }, other)).resultCode,
    ).toBe('TRIP_NOT_FOUND');
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `${CHECK_IN_CALLS.boardingPassPdf}?couponId=${pass.couponId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
