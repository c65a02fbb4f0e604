import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type Certificate,
  type CertificateDelivery,
  type CheckDelayCodeReply,
  type FlightDelayApplyReply,
  type SegmentChoice,
} from '../../../contract/calls/delay-certificate';
import { pickLocale } from '../../../contract/localized-text';
import { maskDocumentNo, maskName } from '../../../contract/masking';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { delayCertificates } from '../../db/schema/delay-certificates';
import { translate } from '../../i18n';
import { localDateTime } from '../../../contract/airport-time';
import { referenceData } from '../../shared/reference-data';
import { flightOperationFacts } from '../flight-ops/flight-operation-facts';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { eligibility } from './eligibility';
import { travellerCoupons, type TravellerCoupon } from './traveller-coupons';

type CertificateRow = typeof delayCertificates.$inferSelect;
interface ApplyInput {
  ticketNo?: string;
  documentNo?: string;
  name: string;
  couponId?: number;
  delivery?: CertificateDelivery;
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;
// No 0/O or 1/I: a code read from paper is typed back without guessing.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function refusalMessage(context: CallContext, code: string, params: Record<string, string | number> = {}): string {
  return translate(context.locale, `delayProve.refusals.${code}`, params);
}

async function endOf(context: CallContext, code: string) {
  const airport = (await referenceData(context.db)).airport(code);
  return { code, cityName: pickLocale(airport.cityName, context.locale) };
}

/** Finds the traveller's segments; a number with a name that does not match counts as a failed attempt. */
async function findSegments(context: CallContext, input: ApplyInput) {
  const attempt = { action: 'delayLookup', subject: input.ticketNo ?? input.documentNo! } as const;
  await guardAttempt(context, attempt);
  const coupons = await travellerCoupons(context.db, input);
  if (coupons.length === 0) {
    await recordAttemptFailure(context, attempt);
    throw new CallError('DELAY_NO_TICKET', 'delayProve.refusals.DELAY_NO_TICKET');
  }
  await recordAttemptSuccess(context, attempt);
  const facts = await flightOperationFacts(
    context.db,
    context.clock,
    coupons.map((coupon) => coupon.flight.id),
  );
  const now = context.clock.now();
  return coupons.map((coupon) => ({
    coupon,
    facts: facts.get(coupon.flight.id),
    verdict: eligibility(coupon.flight.departureAt, facts.get(coupon.flight.id), now),
  }));
}

export async function applyForCertificate(context: CallContext, input: ApplyInput): Promise<FlightDelayApplyReply> {
  const segments = await findSegments(context, input);
  const issued = new Map(
    (
      await Promise.all(
        segments.map(({ coupon }) =>
          context.db.select().from(delayCertificates).where(eq(delayCertificates.couponId, coupon.couponId)),
        ),
      )
    )
      .flat()
      .map((row) => [row.couponId, row]),
  );
  if (input.couponId === undefined) {
    const choices: SegmentChoice[] = [];
    for (const { coupon, facts, verdict } of segments) {
      choices.push({
        couponId: coupon.couponId,
        flightNo: coupon.flight.flightNo,
        flightDate: coupon.flight.flightDate,
        origin: await endOf(context, coupon.flight.origin),
        destination: await endOf(context, coupon.flight.destination),
        scheduledDeparture: coupon.flight.departureAt.toISOString(),
        actualDeparture: iso(facts?.actualOffBlock ?? null),
        actualArrival: iso(facts?.actualOnBlock ?? null),
        delayMinutes: facts?.delayMinutes ?? 0,
        refusal: verdict.refusal
          ? {
              code: verdict.refusal,
              message: refusalMessage(context, verdict.refusal, await refusalParams(context, coupon, facts)),
            }
          : null,
        issued: issued.has(coupon.couponId),
      });
    }
    return { kind: 'segments', segments: choices };
  }
  const chosen = segments.find(({ coupon }) => coupon.couponId === input.couponId);
  // Another traveller's coupon reads as no ticket: the caller learns nothing about it.
  if (!chosen) throw new CallError('DELAY_NO_TICKET', 'delayProve.refusals.DELAY_NO_TICKET');
  const existing = issued.get(chosen.coupon.couponId);
  if (existing) return { kind: 'certificate', certificate: await toCertificate(context, existing) };
  const { verdict, facts } = chosen;
  if (verdict.refusal) {
    const params = await refusalParams(context, chosen.coupon, facts);
    throw new CallError(verdict.refusal, `delayProve.refusals.${verdict.refusal}`, params, 200, params);
  }
  const row = await issue(context, chosen.coupon, facts!, verdict.outcome, input.delivery ?? null);
  return { kind: 'certificate', certificate: await toCertificate(context, row) };
}

type TimedFacts = {
  scheduledOffBlock: Date;
  actualOffBlock: Date | null;
  actualOnBlock: Date | null;
  delayMinutes: number;
};

/** The times a refusal quotes, as wall-clock times at the origin (departures) and destination (arrival). */
async function refusalParams(
  context: CallContext,
  coupon: TravellerCoupon,
  facts: TimedFacts | undefined,
): Promise<Record<string, string | number>> {
  if (!facts) return {};
  const reference = await referenceData(context.db);
  const at = (instant: Date | null, airport: string) => {
    if (!instant) return '—';
    const local = localDateTime(instant, reference.airport(airport).timezone);
    return `${local.date} ${local.time}`;
  };
  return {
    scheduled: at(facts.scheduledOffBlock, coupon.flight.origin),
    actualDeparture: at(facts.actualOffBlock, coupon.flight.origin),
    actualArrival: at(facts.actualOnBlock, coupon.flight.destination),
    delayMinutes: facts.delayMinutes,
  };
}

function randomCode(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Writes the certificate once: a concurrent second application finds the first (unique coupon). */
async function issue(
  context: CallContext,
  coupon: TravellerCoupon,
  facts: NonNullable<Awaited<ReturnType<typeof findSegments>>[number]['facts']>,
  outcome: Certificate['outcome'],
  delivery: CertificateDelivery | null,
) {
  const now = context.clock.now();
  const values = {
    certificateNo: `DC${now.toISOString().slice(2, 10).replaceAll('-', '')}${randomCode(6, '0123456789')}`,
    verificationCode: randomCode(10, CODE_ALPHABET),
    couponId: coupon.couponId,
    flightId: coupon.flight.id,
    passengerName: coupon.passengerName,
    documentType: coupon.documentType,
    documentNoMasked: maskDocumentNo(coupon.documentNo),
    ticketNo: coupon.ticketNo,
    flightNo: coupon.flight.flightNo,
    flightDate: coupon.flight.flightDate,
    origin: coupon.flight.origin,
    destination: coupon.flight.destination,
    scheduledDeparture: facts.scheduledOffBlock,
    scheduledArrival: facts.scheduledOnBlock,
    actualDeparture: facts.actualOffBlock,
    actualArrival: facts.actualOnBlock,
    delayMinutes: facts.delayMinutes,
    outcome,
    reasonCode: facts.reasonCode ?? 'airport',
    reasonText: facts.reasonText ?? { zhCn: '', zhTw: '', en: '' },
    delivery,
    issuedAt: now,
  };
  await context.db.insert(delayCertificates).values(values).onConflictDoNothing({ target: delayCertificates.couponId });
  const [row] = await context.db
    .select()
    .from(delayCertificates)
    .where(eq(delayCertificates.couponId, coupon.couponId));
  return row!;
}

export async function toCertificate(context: CallContext, row: CertificateRow): Promise<Certificate> {
  return {
    certificateNo: row.certificateNo,
    verificationCode: row.verificationCode,
    passengerName: row.passengerName,
    documentNoMasked: row.documentNoMasked,
    ticketNo: row.ticketNo,
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    origin: await endOf(context, row.origin),
    destination: await endOf(context, row.destination),
    scheduledDeparture: row.scheduledDeparture.toISOString(),
    scheduledArrival: row.scheduledArrival.toISOString(),
    actualDeparture: iso(row.actualDeparture),
    actualArrival: iso(row.actualArrival),
    delayMinutes: row.delayMinutes,
    outcome: row.outcome,
    reason: { code: row.reasonCode, text: pickLocale(row.reasonText, context.locale) },
    delivery: row.delivery,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** The certificate its holder reaches with number and code (download, e-mail). */
export async function certificateByAccess(
  context: CallContext,
  access: { certificateNo: string; verificationCode: string },
): Promise<CertificateRow> {
  const [row] = await context.db
    .select()
    .from(delayCertificates)
    .where(
      and(
        eq(delayCertificates.certificateNo, access.certificateNo),
        eq(delayCertificates.verificationCode, access.verificationCode),
      ),
    );
  if (!row) throw new CallError('DELAY_CERTIFICATE_NOT_FOUND', 'delayProve.refusals.DELAY_CERTIFICATE_NOT_FOUND');
  return row;
}

/** Anyone with a code sees what it certifies; guesses count in the risk engine by device and address. */
export async function checkCode(context: CallContext, verificationCode: string): Promise<CheckDelayCodeReply> {
  const attempt = { action: 'delayCode', subject: context.headers.dfp || context.request.ip || 'unknown' } as const;
  await guardAttempt(context, attempt);
  const [row] = await context.db
    .select()
    .from(delayCertificates)
    .where(eq(delayCertificates.verificationCode, verificationCode));
  if (!row) {
    await recordAttemptFailure(context, attempt);
    throw new CallError('DELAY_CODE_UNKNOWN', 'delayProve.refusals.DELAY_CODE_UNKNOWN');
  }
  const { verificationCode: _code, delivery: _delivery, ...certificate } = await toCertificate(context, row);
  return {
    certificate: { ...certificate, passengerName: maskName(row.passengerName), ticketNo: maskDocumentNo(row.ticketNo) },
  };
}
